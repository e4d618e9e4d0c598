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

  // Closed until the shopper opens it, and closed again by Apply (issue 35: it stayed open over the
  // results on a phone); the summary says how many filters are on.
  const [expanded, setExpanded] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setExpanded(false);
    onApply({ ...draft, page: 1 });
  };
  const active = FILTER_KEYS.filter((key) => key !== 'q' && filters[key] !== '').length;

  return (
    <details
      className={styles.panel}
      open={expanded}
      onToggle={(event) => setExpanded((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className={styles.summary}>
        {t('filters.title')}
        {active > 0 && ` (${active})`}
      </summary>
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
