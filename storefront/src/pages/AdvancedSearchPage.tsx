import { useState, type FormEvent } from 'react';
import { useNavigate } from '../router/router';
import FilterFields from '../catalog/FilterFields';
import { EMPTY_FILTERS, writeFilters } from '../../../common/productFilters';
import styles from './AdvancedSearchPage.module.css';
import { usePageMeta } from '../seo/usePageMeta';
import { useT } from '../i18n/I18nContext';

/**
 * Advanced search: every filter on one form, leading to the product list with those parameters.
 * 'In stock only' uses the search text's 'stock:1-' filter (docs/product.md §5).
 */
export default function AdvancedSearchPage() {
  const navigate = useNavigate();
  // The list's own filters (q holds the typed keywords), and whether only shirts in stock are wanted.
  const [form, setForm] = useState({ ...EMPTY_FILTERS, inStock: false });
  const [error, setError] = useState('');
  const t = useT();
  usePageMeta({ title: t('advanced.title'), description: t('advanced.metaDescription') });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.minPrice !== '' && form.maxPrice !== '' && Number(form.minPrice) > Number(form.maxPrice)) {
      setError(t('advanced.priceReversed'));
      return;
    }
    const q = [form.q.trim(), form.inStock ? 'stock:1-' : ''].filter(Boolean).join(' ');
    const params = writeFilters({ ...form, q });
    navigate(`/products?${params.toString()}`);
  };

  return (
    <section className={`container ${styles.page}`}>
      <h1>{t('advanced.title')}</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={`field ${styles.wide}`}>
          <label htmlFor="adv-keywords">{t('advanced.keywords')}</label>
          <input
            id="adv-keywords"
            type="search"
            value={form.q}
            onChange={(event) => setForm({ ...form, q: event.target.value })}
            placeholder={t('advanced.keywordsPlaceholder')}
          />
        </div>
        <FilterFields
          idPrefix="adv"
          values={form}
          onChange={(key, value) => setForm((current) => ({ ...current, [key]: value }))}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.inStock}
            onChange={(event) => setForm({ ...form, inStock: event.target.checked })}
          />
          {t('advanced.inStock')}
        </label>
        {error && (
          <p className={`${styles.wide} ${styles.error}`} role="alert">
            {error}
          </p>
        )}
        <div className={styles.wide}>
          <button type="submit" className="button">
            {t('common.search')}
          </button>
        </div>
      </form>
    </section>
  );
}
