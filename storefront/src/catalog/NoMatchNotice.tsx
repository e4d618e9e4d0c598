import { EMPTY_FILTERS, hasActiveFilters, writeFilters, type ProductFilters } from '../../../common/productFilters';
import { richMessage, useT } from '../i18n/I18nContext';
import { Link } from '../router/router';
import styles from './NoMatchNotice.module.css';

type Props = {
  filters: ProductFilters;
  /** The same search with its slips put right, when the shop offers one (GET /api/products `suggestion`). */
  suggestion?: string;
  onApply: (filters: ProductFilters) => void;
};

/** What the product list says when its search or filters find no shirt: what was asked, a search put right, a way back. */
export default function NoMatchNotice({ filters, suggestion, onApply }: Props) {
  const t = useT();
  return (
    <div className="notice">
      <p>
        {/* A search alone is named back to the shopper; filters are not words they typed. */}
        {hasActiveFilters({ ...filters, q: '' })
          ? t('products.noMatch')
          : // Isolated, so the shopper's Latin words and their quotes keep their order in an Urdu sentence.
            richMessage('products.noMatchSearch', { q: <bdi>“{filters.q}”</bdi> })}
      </p>
      {suggestion && (
        <p className={styles.suggestion}>
          {richMessage('products.didYouMean', {
            // Isolated as the search named above is: a Latin word keeps its place in an Urdu sentence.
            suggestion: (
              <Link to={`/products?${writeFilters({ ...filters, q: suggestion, page: 1 })}`}>
                <bdi>{suggestion}</bdi>
              </Link>
            ),
          })}
        </p>
      )}
      <button type="button" className="button secondary" onClick={() => onApply(EMPTY_FILTERS)}>
        {t('products.clearFilters')}
      </button>
    </div>
  );
}
