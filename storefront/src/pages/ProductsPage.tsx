import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '../router/router';
import type { Product } from '../../../common/catalog';
import { useCart } from '../cart/CartContext';
import FilterPanel from '../catalog/FilterPanel';
import ProductCard from '../catalog/ProductCard';
import ProductModal from '../catalog/ProductModal';
import { apiQuery, EMPTY_FILTERS, hasActiveFilters, readFilters, writeFilters, type ProductFilters } from '../../../common/productFilters';
import { useProductList } from '../catalog/useProductList';
import Pager from '../layout/Pager';
import styles from './ProductsPage.module.css';
import { usePageMeta } from '../seo/usePageMeta';

/** The product list (docs/product.md §2 Products page); its filters live in the URL. */
export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [attempt, setAttempt] = useState(0);
  const state = useProductList(apiQuery(filters).toString(), attempt);
  const [selected, setSelected] = useState<Product | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const { count } = useCart();
  const [search, setSearch] = useState(filters.q);
  useEffect(() => setSearch(filters.q), [filters.q]);
  usePageMeta({ title: 'Our Shirts', description: 'Every shirt in the shop, by category, price and rating, delivered anywhere in Pakistan.' });

  const apply = (next: ProductFilters) => setParams(writeFilters(next));
  // A page past the last one (an old link, a hand-typed URL) shows the last page instead of nothing.
  const lastPage = state.status === 'loaded' ? state.page.totalPages : 0;
  useEffect(() => {
    if (lastPage >= 1 && filters.page > lastPage) setParams(writeFilters({ ...filters, page: lastPage }), { replace: true });
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
        <h1>Our Shirts</h1>
        <Link to="/cart" className={styles.cartLink} aria-label={count > 0 ? `Cart, ${count} item${count === 1 ? '' : 's'}` : 'Cart'}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
            <circle cx="10" cy="20" r="1.4" />
            <circle cx="17" cy="20" r="1.4" />
          </svg>
          {count > 0 && (
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
          )}
        </Link>
      </header>

      <form role="search" className={styles.search} onSubmit={submitSearch}>
        <label htmlFor="product-search" className="visually-hidden">
          Search shirts
        </label>
        <input id="product-search" type="search" placeholder="Search shirts, e.g. linen or 'stock:1-5'" value={search} onChange={(event) => setSearch(event.target.value)} />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <FilterPanel filters={filters} onApply={apply} />
      <p className={styles.advanced}>
        <Link to="/advanced-search">Advanced search</Link>
      </p>

      <section aria-labelledby="featured-heading" className={styles.section}>
        <h2 id="featured-heading">Featured Shirts</h2>
        <div aria-live="polite" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && <p className={styles.status}>Loading products...</p>}
          {state.status === 'error' && (
            <div className="notice error" role="alert">
              <p>{state.message}</p>
              {/* Asking again with filters the shop refused would only fail again: offer to clear them instead. */}
              {state.refused ? (
                <button type="button" className="button secondary" onClick={() => apply(EMPTY_FILTERS)}>
                  Clear search and filters
                </button>
              ) : (
                <button type="button" className="button secondary" onClick={() => setAttempt((value) => value + 1)}>
                  Try again
                </button>
              )}
            </div>
          )}
          {state.status === 'loaded' && state.page.total === 0 && !hasActiveFilters(filters) && <p className={styles.status}>No products available at the moment.</p>}
          {state.status === 'loaded' && state.page.total === 0 && hasActiveFilters(filters) && (
            <div className="notice">
              <p>No shirts match these filters.</p>
              <button type="button" className="button secondary" onClick={() => apply(EMPTY_FILTERS)}>
                Clear all filters
              </button>
            </div>
          )}
          {state.status === 'loaded' && state.page.total > 0 && (
            <>
              <p className={styles.resultCount}>
                {state.page.total} shirt{state.page.total === 1 ? '' : 's'}
              </p>
              <div className={styles.grid}>
                {state.page.data.map((product, index) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    eager={index < 4}
                    onMoreInfo={(chosen, button) => {
                      trigger.current = button;
                      setSelected(chosen);
                    }}
                  />
                ))}
              </div>
              <Pager page={state.page.page} totalPages={state.page.totalPages} onPage={(page) => apply({ ...filters, page })} label="Pages" />
            </>
          )}
        </div>
      </section>
      {selected && <ProductModal product={selected} onClose={closeModal} />}
    </div>
  );
}
