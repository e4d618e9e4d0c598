import { useEffect, useState, type FormEvent } from 'react';
import { PRODUCT_SORTS, PRODUCT_SORT_LABELS, type ProductSort } from '../../../common/catalog';
import { EMPTY_FILTERS, type ProductFilters } from './filters';
import { useCategories } from './useCategories';
import styles from './FilterPanel.module.css';

export const RATING_CHOICES = [
  { value: '', label: 'Any rating' },
  { value: '4', label: '4 stars & up' },
  { value: '3', label: '3 stars & up' },
  { value: '2', label: '2 stars & up' },
  { value: '1', label: '1 star & up' },
];

type FilterPanelProps = { filters: ProductFilters; onApply: (filters: ProductFilters) => void };

/** The collapsible advanced filter panel of the products page (SPEC.md §2, §5 Filter). */
export default function FilterPanel({ filters, onApply }: FilterPanelProps) {
  const categories = useCategories();
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);

  const set = (key: keyof ProductFilters) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };

  return (
    <details className={styles.panel} open={filters.category !== '' || filters.minPrice !== '' || filters.maxPrice !== '' || filters.minRating !== '' || undefined}>
      <summary className={styles.summary}>Filters &amp; sorting</summary>
      <form className={styles.form} onSubmit={submit} aria-label="Filter products">
        <div className="field">
          <label htmlFor="filter-category">Category</label>
          <select id="filter-category" value={draft.category} onChange={set('category')}>
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-min-price">Min price (PKR)</label>
          <input id="filter-min-price" type="number" inputMode="numeric" min={0} step={1} value={draft.minPrice} onChange={set('minPrice')} />
        </div>
        <div className="field">
          <label htmlFor="filter-max-price">Max price (PKR)</label>
          <input id="filter-max-price" type="number" inputMode="numeric" min={0} step={1} value={draft.maxPrice} onChange={set('maxPrice')} />
        </div>
        <div className="field">
          <label htmlFor="filter-rating">Minimum rating</label>
          <select id="filter-rating" value={draft.minRating} onChange={set('minRating')}>
            {RATING_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-sort">Sort by</label>
          <select id="filter-sort" value={draft.sortBy} onChange={(event) => setDraft({ ...draft, sortBy: event.target.value as ProductSort })}>
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {PRODUCT_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button">
            Apply filters
          </button>
          <button type="button" className="button secondary" onClick={() => onApply({ ...EMPTY_FILTERS, q: filters.q })}>
            Clear
          </button>
        </div>
      </form>
    </details>
  );
}
