import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_SORTS, PRODUCT_SORT_LABELS, type ProductSort } from '../../../common/catalog';
import { RATING_CHOICES } from '../catalog/FilterPanel';
import { EMPTY_FILTERS, writeFilters } from '../catalog/filters';
import { useCategories } from '../catalog/useCategories';
import styles from './AdvancedSearchPage.module.css';

/**
 * Advanced search: every filter on one form, leading to the product list with those parameters.
 * 'In stock only' uses the search text's 'stock:1-' filter (SPEC.md §5).
 */
export default function AdvancedSearchPage() {
  const navigate = useNavigate();
  const categories = useCategories();
  const [form, setForm] = useState({ keywords: '', category: '', minPrice: '', maxPrice: '', minRating: '', sortBy: 'newest' as ProductSort, inStock: false });
  const [error, setError] = useState('');
  useEffect(() => {
    document.title = 'Advanced search';
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.minPrice !== '' && form.maxPrice !== '' && Number(form.minPrice) > Number(form.maxPrice)) {
      setError('The minimum price must not be above the maximum price.');
      return;
    }
    const q = [form.keywords.trim(), form.inStock ? 'stock:1-' : ''].filter(Boolean).join(' ');
    const params = writeFilters({ ...EMPTY_FILTERS, q, category: form.category, minPrice: form.minPrice, maxPrice: form.maxPrice, minRating: form.minRating, sortBy: form.sortBy });
    navigate(`/products?${params.toString()}`);
  };
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value }));

  return (
    <section className={`container ${styles.page}`}>
      <h1>Advanced search</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={`field ${styles.wide}`}>
          <label htmlFor="adv-keywords">Keywords</label>
          <input id="adv-keywords" type="search" value={form.keywords} onChange={set('keywords')} placeholder="e.g. white linen" />
        </div>
        <div className="field">
          <label htmlFor="adv-category">Category</label>
          <select id="adv-category" value={form.category} onChange={set('category')}>
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="adv-min">Min price (PKR)</label>
          <input id="adv-min" type="number" inputMode="numeric" min={0} step={1} value={form.minPrice} onChange={set('minPrice')} />
        </div>
        <div className="field">
          <label htmlFor="adv-max">Max price (PKR)</label>
          <input id="adv-max" type="number" inputMode="numeric" min={0} step={1} value={form.maxPrice} onChange={set('maxPrice')} />
        </div>
        <div className="field">
          <label htmlFor="adv-rating">Minimum rating</label>
          <select id="adv-rating" value={form.minRating} onChange={set('minRating')}>
            {RATING_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="adv-sort">Sort by</label>
          <select id="adv-sort" value={form.sortBy} onChange={set('sortBy')}>
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {PRODUCT_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={form.inStock} onChange={(event) => setForm({ ...form, inStock: event.target.checked })} />
          In stock only
        </label>
        {error && (
          <p className={`${styles.wide} ${styles.error}`} role="alert">
            {error}
          </p>
        )}
        <div className={styles.wide}>
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </form>
    </section>
  );
}
