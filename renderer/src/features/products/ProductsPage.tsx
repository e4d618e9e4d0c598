import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Product, ProductSort } from '../../../../common/catalog';
import { resolveImageUrl } from '../../../../common/apiClient';
import { formatPrice } from '../../../../common/money';
import { useConfirm } from '../../shared/ui/ConfirmDialog';
import { plural } from '../../shared/plural';
import { shownTime } from '../../shared/shownTime';
import { Page } from '../../shared/ui/Page';
import { PageSizeField } from '../../shared/ui/PageSizeField';
import { Pager } from '../../shared/ui/Pager';
import { QueryState } from '../../shared/ui/QueryState';
import { DataTable, EmptyNote, RowAction } from '../../shared/ui/DataTable';
import { TextField } from '../../shared/ui/TextField';
import { useNoticeFocus } from '../../shared/ui/useNoticeFocus';
import { useHeadingFocus, useOpenerFocus } from '../../shared/ui/useFormInPlace';
import { useTableControls, type SortOrder } from '../../shared/ui/useTableControls';
import { useDeleteProduct, useProducts } from './api';
import { deleteMessage } from './messages';
import { ProductForm } from './ProductForm';
import styles from './ProductsPage.module.css';
import { StockSummary } from './StockSummary';

type SortField = 'date' | 'title' | 'price';
const SORTS: Record<SortField, Record<SortOrder, ProductSort>> = {
  date: { desc: 'newest', asc: 'oldest' },
  title: { asc: 'name', desc: 'name-desc' },
  price: { asc: 'price-asc', desc: 'price-desc' },
};
/**
 * docs/product.md §9: the product table shows 25 a page unless the owner picks another; five made a shop
 * of forty shirts eight pages (issue 35 item 12). The choice is kept on this computer for the next visit.
 */
const PAGE_SIZES = [10, 25, 50, 100];
const DEFAULT_PAGE_SIZE = 25;
const PAGE_SIZE_KEY = 'shop.admin.products.perPage';
const keptPageSize = () => {
  const kept = Number(localStorage.getItem(PAGE_SIZE_KEY));
  return PAGE_SIZES.includes(kept) ? kept : DEFAULT_PAGE_SIZE;
};
const keepPageSize = (size: number) => localStorage.setItem(PAGE_SIZE_KEY, String(size));

type Editing = { mode: 'add' } | { mode: 'edit'; product: Product } | null;

/** The Products tab (docs/product.md §2): search, sort, a paged table with View/Edit/Delete, and the add/edit form. */
export default function ProductsPage() {
  const { page, setPage, limit, setLimit, sort, setSort, sortBy } = useTableControls<SortField>({
    sort: { by: 'date', order: 'desc' },
    limit: keptPageSize(),
  });
  // The search lives in the address (issue 24): the Dashboard's low-stock links open a search, and a reload keeps it.
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const setSearch = (text: string) => {
    setParams(text ? { q: text } : {}, { replace: true });
    setPage(1);
  };
  const [open, setOpen] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const formHeading = useHeadingFocus<HTMLHeadingElement>(editing);
  const opener = useOpenerFocus();
  const edit = (next: Editing, button: HTMLElement) => {
    opener.remember(button);
    setEditing(next);
  };
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const q = useDeferredValue(search.trim());
  const query = { q, sortBy: SORTS[sort.by][sort.order], page, limit };

  const products = useProducts(query);

  const { noticeRef, focusNextNotice } = useNoticeFocus(notice);
  const remove = useDeleteProduct();

  const { ask, dialog } = useConfirm();
  const confirmDelete = (product: Product) => {
    setNotice(null);
    setFailure(null);
    ask(
      {
        title: `Delete "${product.title}" (${product.id})?`,
        details: 'Shoppers will no longer see it. Orders already placed keep their lines.',
        confirm: 'Delete product',
        keep: 'Keep product',
        danger: true,
      },
      () =>
        remove.mutate(product.id, {
          onSuccess: () => {
            focusNextNotice();
            setNotice(`Deleted ${product.title}.`);
          },
          onError: (error) => setFailure(deleteMessage(error)),
        }),
    );
  };

  if (editing) {
    return (
      <Page title={editing.mode === 'add' ? 'Add Product' : `Edit ${editing.product.title}`} titleRef={formHeading}>
        <ProductForm
          key={editing.mode === 'edit' ? editing.product.id : 'new'}
          product={editing.mode === 'edit' ? editing.product : undefined}
          onDone={(saved) => {
            setEditing(null);
            setFailure(null);
            setNotice(saved ? `Saved ${saved.title} (${saved.id}).` : null);
            if (saved) focusNextNotice();
            else opener.giveBack();
          }}
        />
      </Page>
    );
  }

  return (
    <Page
      title="Products"
      actions={
        <button type="button" className="button" onClick={(event) => edit({ mode: 'add' }, event.currentTarget)}>
          Add Product
        </button>
      }
    >
      <div className={styles.toolbar}>
        <TextField
          label="Search"
          type="search"
          value={search}
          placeholder="Title, ID or stock:0-5"
          onChange={setSearch}
        />
        <div className="field">
          <label htmlFor="product-sort">Sort by</label>
          <select
            id="product-sort"
            value={sort.by}
            onChange={(event) => setSort({ by: event.target.value as SortField, order: sort.order })}
          >
            <option value="date">Date Added</option>
            <option value="title">Title</option>
            <option value="price">Price</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="product-direction">Direction</label>
          <select
            id="product-direction"
            value={sort.order}
            onChange={(event) => setSort({ by: sort.by, order: event.target.value as SortOrder })}
          >
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </select>
        </div>
        <PageSizeField
          label="Per page"
          sizes={PAGE_SIZES}
          value={limit}
          onChange={(size) => {
            keepPageSize(size);
            setLimit(size);
          }}
        />
      </div>
      <div aria-live="polite">
        {notice && (
          <p ref={noticeRef} className={styles.notice} tabIndex={-1}>
            {notice}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <QueryState query={products}>
        {({ data, total, totalPages, suggestion }) =>
          data.length === 0 ? (
            <EmptyNote>
              {q ? 'No products match this search.' : 'No products yet. Add the first one.'}
              {/* The shop's own search put right, as the storefront offers it (decision 0107). */}
              {suggestion && (
                <>
                  {' Did you mean '}
                  <Link to={{ search: `?${new URLSearchParams({ q: suggestion })}` }}>{suggestion}</Link>?
                </>
              )}
            </EmptyNote>
          ) : (
            <>
              <p className={styles.count}>{plural(total, 'product')}</p>
              <DataTable
                rows={data}
                caption={`Products, ${total} in all`}
                empty={null}
                rowKey={(product) => product.id}
                sort={{ by: sort, onSort: sortBy }}
                columns={[
                  {
                    header: 'Image',
                    cell: (product) =>
                      product.imageUrl ? (
                        <img
                          className={styles.thumb}
                          src={resolveImageUrl(product.imageUrl)}
                          alt=""
                          width={48}
                          height={48}
                        />
                      ) : (
                        '—'
                      ),
                  },
                  { header: 'ID', cell: (product) => product.id },
                  { header: 'Title', sortKey: 'title', cell: (product) => product.title },
                  {
                    header: 'Price',
                    sortKey: 'price',
                    className: styles.price,
                    cell: (product) => formatPrice(product.price),
                  },
                  { header: 'Stock', cell: (product) => <StockSummary product={product} /> },
                ]}
                detail={(product) =>
                  open === product.id
                    ? { id: `detail-${product.id}`, content: <ProductDetail product={product} /> }
                    : null
                }
                actions={(product) => (
                  <>
                    <RowAction
                      label="View"
                      of={product.title}
                      aria-expanded={open === product.id}
                      aria-controls={`detail-${product.id}`}
                      onClick={() => setOpen(open === product.id ? null : product.id)}
                    />
                    <RowAction
                      label="Edit"
                      of={product.title}
                      onClick={(event) => edit({ mode: 'edit', product }, event.currentTarget)}
                    />
                    <RowAction
                      label="Delete"
                      of={product.title}
                      danger
                      onClick={() => confirmDelete(product)}
                      disabled={remove.isPending}
                    />
                  </>
                )}
              />
              <Pager page={page} totalPages={totalPages} onPage={setPage} label="Product pages" />
            </>
          )
        }
      </QueryState>
      {dialog}
    </Page>
  );
}

function ProductDetail({ product }: { product: Product }) {
  return (
    <div className={styles.detail}>
      <ul className={styles.detailImages} aria-label="Pictures">
        {product.additionalImages.map((url, index) => (
          <li key={url}>
            <img src={resolveImageUrl(url)} alt={`${product.title}, picture ${index + 1}`} width={96} height={96} />
          </li>
        ))}
      </ul>
      <dl>
        <dt>Description</dt>
        <dd>{product.description}</dd>
        <dt>Sizes</dt>
        <dd>{product.sizes.join(', ')}</dd>
        <dt>Colours</dt>
        <dd>{product.colors.join(', ')}</dd>
        <dt>Categories</dt>
        <dd>{product.categories.join(', ')}</dd>
        <dt>Rating</dt>
        <dd>
          {product.averageRating} ({product.reviewCount} reviews)
        </dd>
        <dt>Added</dt>
        <dd>{shownTime(product.createdAt)}</dd>
      </dl>
    </div>
  );
}
