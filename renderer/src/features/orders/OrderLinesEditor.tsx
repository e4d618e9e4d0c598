import { readTypedNumber } from '../../../../common/digits';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { ApiError } from '../../../../common/apiClient';
import type { Product } from '../../../../common/catalog';
import { priceChangedSchema } from '../../../../common/orders';
import { formatPrice } from '../../../../common/money';
import { orderTotals } from '../../../../common/policy';
import { cellKey, variantLabel } from '../../../../common/variants';
import { RowAction } from '../../shared/ui/DataTable';
import { TextField } from '../../shared/ui/TextField';
import { useShopPolicy } from './api';
import { useCatalogSearch, useLinesStock } from './apiEdit';
import { failure } from '../../shared/failure';
import styles from './HandOrders.module.css';

/** A line as the owner builds it: the quantity stays the text typed until the order is checked. */
export type DraftLine = {
  productId: string;
  title: string;
  price: number;
  size: string;
  color: string;
  quantity: string;
};

/**
 * The lines as the API takes them; a quantity that is not a whole number reaches the schema as NaN, which
 * names the mistake. Each carries the price the owner was shown, which the customer was quoted: a price
 * changed since is refused, not charged (decision 0121).
 */
export const linesToSend = (lines: DraftLine[]) =>
  lines.map((line) => ({
    id: line.productId,
    size: line.size,
    color: line.color,
    quantity: readTypedNumber(line.quantity),
    priceSeen: line.price,
  }));

/** The lines with a shirt's price as the shop's refusal says it is now (PRICE_CHANGED), or undefined for any other failure. */
export function repricedLines(lines: DraftLine[], error: unknown): DraftLine[] | undefined {
  if (!(error instanceof ApiError) || error.code !== 'PRICE_CHANGED') return undefined;
  const changed = priceChangedSchema.safeParse(error.details);
  if (!changed.success) return undefined;
  const { productId, price } = changed.data;
  return lines.map((line) => (line.productId === productId ? { ...line, price } : line));
}

/** The first problem per line from a failed check of the whole order, by the line's index ('items.0.quantity' → 0). */
const lineErrors = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([path, message]) =>
      /^items\.\d+\./.test(path) ? [[Number(path.split('.')[1]), message]] : [],
    ),
  );

type Props = {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** Pieces this order holds already, by cell: it can take them again on top of what is on the shelf. */
  held?: Record<string, number>;
  /** The first problem per line, by its index ('items.0.quantity' → 0). */
  errors?: Record<number, string>;
};

/**
 * An order's lines: each with its quantity, its stock and a Remove button, and the catalog searched by
 * name (a slip put right as the storefront's search does) to add a size and colour, each cell with its
 * stock (sold-out cells cannot be chosen). Prices and the delivery fee shown are the shop's; the server
 * prices the order again when it is saved, discount included.
 */
function OrderLinesEditor({ lines, onChange, held = {}, errors = {} }: Props) {
  const [search, setSearch] = useState('');
  const found = useCatalogSearch(search);
  const shirts = found.data?.products;
  const stock = useLinesStock(lines.map((line) => line.productId));
  const policy = useShopPolicy();
  const inDraft = (productId: string, size: string, color: string) =>
    lines.find((line) => line.productId === productId && line.size === size && line.color === color);
  const add = (product: Product, size: string, color: string) => {
    const existing = inDraft(product.id, size, color);
    onChange(
      existing
        ? lines.map((line) =>
            line === existing ? { ...line, quantity: String((readTypedNumber(line.quantity) || 0) + 1) } : line,
          )
        : [...lines, { productId: product.id, title: product.title, price: product.price, size, color, quantity: '1' }],
    );
  };
  // What a line can take: the shelf's pieces of its size and colour, and those this order holds already.
  const mostFor = (line: DraftLine) => {
    const shelf = stock[cellOf(line)];
    return shelf === undefined ? undefined : shelf + (held[cellOf(line)] ?? 0);
  };
  const setQuantity = (index: number, quantity: string) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, quantity } : line)));
  const priced = lines
    .map((line) => ({ unitPrice: line.price, quantity: readTypedNumber(line.quantity) }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
  const totals = policy.data ? orderTotals(priced, policy.data) : null;

  return (
    <div className={styles.lines}>
      <h3>Items</h3>
      {lines.length === 0 ? (
        <p>No items yet. Find a shirt below and choose its size and colour.</p>
      ) : (
        <ul className={styles.lineList}>
          {lines.map((line, index) => (
            <li key={cellKey(line.size, line.color) + line.productId} className={styles.draftLine}>
              <span>
                {line.title} — {variantLabel(line.size, line.color)} at {formatPrice(line.price)}
              </span>
              <TextField
                label="Quantity"
                aria-label={`Quantity of ${line.title} ${variantLabel(line.size, line.color)}`}
                value={line.quantity}
                onChange={(value) => setQuantity(index, value)}
                inputMode="numeric"
                error={errors[index]}
                aria-invalid={errors[index] || above(line, mostFor(line)) ? true : undefined}
                className={styles.quantity}
              />
              <RowAction
                label="Remove"
                of={`${line.title} ${variantLabel(line.size, line.color)}`}
                onClick={() => onChange(lines.filter((_, at) => at !== index))}
              />
              <LineStock line={line} most={mostFor(line)} held={held[cellOf(line)] ?? 0} />
            </li>
          ))}
        </ul>
      )}
      {totals && lines.length > 0 && (
        <p role="status">
          Subtotal {formatPrice(totals.subtotal)} · delivery{' '}
          {totals.shippingCost === 0 ? 'free' : formatPrice(totals.shippingCost)} · total {formatPrice(totals.total)}{' '}
          before any discount code
        </p>
      )}
      <TextField
        label="Find a shirt to add"
        type="search"
        value={search}
        onChange={setSearch}
        hint="Type part of its name"
      />
      {found.isError && (
        <p role="alert" className={styles.failed}>
          Failed to search the catalog: {failure(found.error)}
        </p>
      )}
      {found.isFetching && !found.data && <p role="status">Searching…</p>}
      <p role="status">
        {search.trim() && shirts?.length === 0 && `No shirt matches “${search.trim()}”.`}
        {search.trim() &&
          found.data?.putRight &&
          `Nothing matches “${search.trim()}”: showing “${found.data.putRight}”.`}
      </p>
      {shirts && search.trim() && (
        <ul className={styles.catalog} aria-label="Shirts found">
          {shirts.map((product) => (
            <li key={product.id}>
              <p className={styles.productName}>
                {product.title} · {formatPrice(product.price)}
              </p>
              <div className={styles.cells} role="group" aria-label={`Sizes and colours of ${product.title}`}>
                {product.variants.map((cell) => {
                  const key = cellKey(cell.size, cell.color);
                  const available =
                    cell.stock +
                    (held[`${product.id}|${key}`] ?? 0) -
                    (readTypedNumber(inDraft(product.id, cell.size, cell.color)?.quantity ?? '') || 0);
                  return (
                    <button
                      key={key}
                      type="button"
                      className="button-secondary"
                      disabled={available <= 0}
                      onClick={() => add(product, cell.size, cell.color)}
                    >
                      {variantLabel(cell.size, cell.color)} ·{' '}
                      {available > 0 ? `${available} left` : cell.stock === 0 ? 'sold out' : 'all in this order'}
                    </button>
                  );
                })}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const cellOf = (line: DraftLine) => `${line.productId}|${cellKey(line.size, line.color)}`;
/** Whether a line asks more pieces than its size and colour can give (unknown: not said). */
const above = (line: DraftLine, most: number | undefined) =>
  most !== undefined && readTypedNumber(line.quantity) > most;

/**
 * Under a line's quantity, said as it is typed: how many its size and colour has ('4 in stock'), and at
 * once when the quantity is more than that. Only said: the server refuses such an order when it is placed
 * or saved ('Only 4 of … left in stock'), as it refuses checkout's.
 */
function LineStock({ line, most, held }: { line: DraftLine; most: number | undefined; held: number }) {
  const over = above(line, most);
  const words =
    most === undefined
      ? ''
      : over
        ? most === 0
          ? 'Sold out: remove this line'
          : `Only ${most} in stock: lower the quantity`
        : `${most} in stock${held > 0 ? `, with the ${held} this order holds` : ''}`;
  return (
    <p role="status" className={`${styles.lineStock} ${over ? 'field-error' : 'hint'}`}>
      {words}
    </p>
  );
}

/** The server's refusal of the lines as a whole, under the editor; with no lines at all, what to do about it. */
function LinesError({ lines, error }: { lines: DraftLine[]; error: string | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="field-error">
      {lines.length === 0 ? 'Add at least one item: find a shirt above and choose its size and colour.' : error}
    </p>
  );
}

type Errors = Record<string, string>;

/**
 * An order dialog's lines with what its last check said of them: each line's problem at the line, the
 * lines' as a whole under the editor. A change drops that whole-lines error and calls `onChange` (the
 * dialog clears the server's refusal, which was about the old lines).
 */
export function DraftLinesField({
  lines,
  setLines,
  errors,
  setErrors,
  onChange,
  held,
}: {
  lines: DraftLine[];
  setLines: (lines: DraftLine[]) => void;
  errors: Errors;
  setErrors: Dispatch<SetStateAction<Errors>>;
  onChange: () => void;
  held?: Record<string, number>;
}) {
  return (
    <>
      <OrderLinesEditor
        lines={lines}
        onChange={(next) => {
          setLines(next);
          onChange();
          setErrors(({ items: _gone, ...others }) => others);
        }}
        held={held}
        errors={lineErrors(errors)}
      />
      <LinesError lines={lines} error={errors.items} />
    </>
  );
}
