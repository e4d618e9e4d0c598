import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '../router/router';
import type { Product } from '../../../common/catalog';
import FilterPanel from '../catalog/FilterPanel';
import NoMatchNotice from '../catalog/NoMatchNotice';
import ProductCard from '../catalog/ProductCard';
import ProductModal from '../catalog/ProductModal';
import {
  apiQuery,
  EMPTY_FILTERS,
  hasActiveFilters,
  readFilters,
  writeFilters,
  type ProductFilters,
} from '../../../common/productFilters';
import { useProductList } from '../catalog/useProductList';
import Pager from '../layout/Pager';
import styles from './ProductsPage.module.css';
import { usePageMeta } from '../seo/usePageMeta';
import { richMessage, useT } from '../i18n/I18nContext';

/** The product list (docs/product.md §2 Products page); its filters live in the URL. */
export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [attempt, setAttempt] = useState(0);
  const state = useProductList(apiQuery(filters).toString(), attempt);
  const [selected, setSelected] = useState<Product | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const [search, setSearch] = useState(filters.q);
  useEffect(() => setSearch(filters.q), [filters.q]);
  const t = useT();
  usePageMeta({ title: t('products.title'), description: t('products.metaDescription') });

  const apply = (next: ProductFilters) => setParams(writeFilters(next));
  // A page past the last one (an old link, a hand-typed URL) shows the last page instead of nothing.
  const lastPage = state.status === 'loaded' ? state.page.totalPages : 0;
  useEffect(() => {
    if (lastPage >= 1 && filters.page > lastPage)
      setParams(writeFilters({ ...filters, page: lastPage }), { replace: true });
  }, [lastPage, filters, setParams]);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...filters, q: search, page: 1 });
  };
  const closeModal = useCallback(() => {
    setSelected(null);
    trigger.current?.focus();
  }, []);

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('products.title')}</h1>
      </header>

      <form role="search" className={styles.search} onSubmit={submitSearch}>
        <label htmlFor="product-search" className="visually-hidden">
          {t('products.searchLabel')}
        </label>
        <input
          id="product-search"
          type="search"
          placeholder={t('products.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="button">
          {t('common.search')}
        </button>
      </form>
      <FilterPanel filters={filters} onApply={apply} />
      <p className={styles.advanced}>
        <Link to="/advanced-search">{t('products.advancedSearch')}</Link>
      </p>

      <section aria-labelledby="featured-heading" className={styles.section}>
        <h2 id="featured-heading">
          {/* A search's list is headed by the words it was for, as NoMatchNotice names them. */}
          {filters.q ? richMessage('products.searchedFor', { q: <bdi>“{filters.q}”</bdi> }) : t('products.featured')}
        </h2>
        <div aria-live="polite" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && <p className={styles.status}>{t('products.loading')}</p>}
          {state.status === 'error' && (
            <div className="notice error" role="alert">
              <p>{state.message}</p>
              {/* Asking again with filters the shop refused would only fail again: offer to clear them instead. */}
              {state.refused ? (
                <button type="button" className="button secondary" onClick={() => apply(EMPTY_FILTERS)}>
                  {t('products.clearSearch')}
                </button>
              ) : (
                <button type="button" className="button secondary" onClick={() => setAttempt((value) => value + 1)}>
                  {t('common.tryAgain')}
                </button>
              )}
            </div>
          )}
          {state.status === 'loaded' && state.page.total === 0 && !hasActiveFilters(filters) && (
            <p className={styles.status}>{t('products.none')}</p>
          )}
          {state.status === 'loaded' && state.page.total === 0 && hasActiveFilters(filters) && (
            <NoMatchNotice filters={filters} suggestion={state.page.suggestion} onApply={apply} />
          )}
          {state.status === 'loaded' && state.page.total > 0 && (
            <>
              <p className={styles.resultCount}>{t('common.shirts', { count: state.page.total })}</p>
              <div className={styles.grid}>
                {state.page.data.map((product, index) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    eager={index < 4}
                    chosen={{ size: filters.size, color: filters.color }}
                    onMoreInfo={(chosen, button) => {
                      trigger.current = button;
                      setSelected(chosen);
                    }}
                  />
                ))}
              </div>
              <Pager
                page={state.page.page}
                totalPages={state.page.totalPages}
                onPage={(page) => apply({ ...filters, page })}
                label={t('pager.pages')}
              />
            </>
          )}
        </div>
      </section>
      {selected && <ProductModal product={selected} onClose={closeModal} />}
    </div>
  );
}
