import { useEffect, useState, type FormEvent } from 'react';
import FilterFields from './FilterFields';
import { EMPTY_FILTERS, FILTER_KEYS, type ProductFilters } from '../../../common/productFilters';
import styles from './FilterPanel.module.css';
import { useT } from '../i18n/I18nContext';

type FilterPanelProps = { filters: ProductFilters; onApply: (filters: ProductFilters) => void };

/** The collapsible advanced filter panel of the products page (docs/product.md §2, §5 Filter). */
export default function FilterPanel({ filters, onApply }: FilterPanelProps) {
  const [draft, setDraft] = useState(filters);
  const t = useT();
  useEffect(() => setDraft(filters), [filters]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  const open = FILTER_KEYS.some((key) => key !== 'q' && filters[key] !== '');

  return (
    <details className={styles.panel} open={open || undefined}>
      <summary className={styles.summary}>{t('filters.title')}</summary>
      <form className={styles.form} onSubmit={submit} aria-label={t('filters.form')}>
        <FilterFields
          idPrefix="filter"
          values={draft}
          onChange={(key, value) => setDraft((current) => ({ ...current, [key]: value }))}
        />
        <div className={styles.actions}>
          <button type="submit" className="button">
            {t('filters.apply')}
          </button>
          <button
            type="button"
            className="button secondary"
            onClick={() => onApply({ ...EMPTY_FILTERS, q: filters.q })}
          >
            {t('filters.clear')}
          </button>
        </div>
      </form>
    </details>
  );
}
