import { formatPrice, parsePrice } from '../../../common/money';
import { cellStock, variantLabel, type VariantCell } from '../../../common/variants';
import type { CartItem, CartLine } from './cartLine';
import type { ShopLanguage } from '../../../common/shopLanguages';
import { productTitle } from '../catalog/productText';
import { colourWord } from '../i18n/colourNames';
import { t } from '../i18n/I18nContext';

// A stored line's shape and the reading of a stored cart need zod, so they live in cartLine.ts, which
// the first screen does without (issue 12).
export type { CartItem, CartLine };

export type AddOutcome = 'added' | 'updated' | 'limited' | 'sold-out';

/** When stock is unknown a shopper may take at most 10 (docs/product.md §9). */
export const DEFAULT_MAX_QUANTITY = 10;

export function maxQuantity(stock: number | null | undefined): number {
  return stock === null || stock === undefined ? DEFAULT_MAX_QUANTITY : Math.max(0, stock);
}

/** Lines are the same line when id, size and colour all match. */
export const sameLine = (a: Pick<CartLine, 'id' | 'size' | 'color'>, b: Pick<CartLine, 'id' | 'size' | 'color'>) =>
  a.id === b.id && a.size === b.size && a.color === b.color;

export const lineKey = (line: Pick<CartLine, 'id' | 'size' | 'color'>) => `${line.id}|${line.size}|${line.color}`;

/**
 * Adds `quantity` of an item: a matching line has its quantity raised, otherwise a new line is
 * appended. The quantity never goes past the stock (or 10 when unknown); 'limited' says it was capped.
 */
export function addToCart(
  lines: CartLine[],
  item: CartItem,
  quantity: number,
): { lines: CartLine[]; outcome: AddOutcome } {
  const limit = maxQuantity(item.stock);
  if (limit < 1) return { lines, outcome: 'sold-out' };
  const existing = lines.find((line) => sameLine(line, item));
  const wanted = (existing?.quantity ?? 0) + Math.max(1, Math.floor(quantity));
  const granted = Math.min(wanted, limit);
  const outcome: AddOutcome = granted < wanted ? 'limited' : existing ? 'updated' : 'added';
  if (existing && existing.quantity >= limit) return { lines, outcome: 'limited' };
  const next = existing
    ? lines.map((line) => (sameLine(line, item) ? { ...line, ...item, quantity: granted } : line))
    : [...lines, { ...item, quantity: granted }];
  return { lines: next, outcome };
}

/**
 * Sets a line's quantity, held between 1 (a quantity never goes below 1, docs/product.md §3: only Remove
 * removes a line) and the limit.
 */
export function setLineQuantity(lines: CartLine[], key: string, quantity: number): CartLine[] {
  const wanted = Math.max(1, Math.floor(quantity));
  return lines.map((line) =>
    lineKey(line) === key ? { ...line, quantity: Math.min(wanted, Math.max(1, maxQuantity(line.stock))) } : line,
  );
}

export function removeLine(lines: CartLine[], key: string): CartLine[] {
  return lines.filter((line) => lineKey(line) !== key);
}

/** Every piece in the cart, bought or not: the cart icon's count. */
export const cartQuantity = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The pieces of a line the shop can sell now, the only ones the shopper can be charged for: none of a
 * line that sold out (or that the shop no longer sells: its stock reads 0), at most the stock of one
 * that has fewer left than the cart holds. Each line's stock is the shop's last answer (checkLine, or
 * placement's 'only N left'), so the totals, the shipping rule and the code's preview follow it, as the
 * server, which refuses a short line, would.
 */
export const countedQuantity = (line: Pick<CartLine, 'quantity' | 'stock'>) =>
  Math.min(line.quantity, maxQuantity(line.stock));
/** What a line adds to the total: its price times the pieces counted (countedQuantity). */
export const lineTotal = (line: CartLine) => parsePrice(line.price) * countedQuantity(line);
/** The cart's subtotal: only what the shopper can be charged for (decision 0129). */
export const cartSubtotal = (lines: CartLine[]) => lines.reduce((sum, line) => sum + lineTotal(line), 0);
/** The pieces counted in the total: the delivery rule (free from N pieces) reads these, as the order will. */
export const countedPieces = (lines: CartLine[]) => lines.reduce((sum, line) => sum + countedQuantity(line), 0);
/** The lines as they can be ordered: each with the pieces counted, a line with none left out (the code's preview). */
export const countedLines = (lines: CartLine[]) =>
  lines.flatMap((line) => {
    const quantity = countedQuantity(line);
    return quantity > 0 ? [{ ...line, quantity }] : [];
  });

/**
 * What a line says beside its total when not all of it is counted: 'Sold out: not counted', or
 * '2 of 3 counted' for a line with fewer left than the cart holds; undefined when all of it is.
 */
export function notCountedNote(line: Pick<CartLine, 'quantity' | 'stock'>): string | undefined {
  const counted = countedQuantity(line);
  if (counted >= line.quantity) return undefined;
  return counted === 0 ? t('cart.notCounted') : t('cart.partlyCounted', { count: counted, all: line.quantity });
}

/**
 * The shop's answer to 'Place Order' for one line ('only N left', sold out, no longer sold): the line
 * keeps its quantity, for the shopper to lower or remove, and counts only the N the shop can sell.
 */
export const withShopStock = (lines: CartLine[], key: string, available: number): CartLine[] =>
  lines.map((line) => (lineKey(line) === key ? { ...line, stock: Math.max(0, available) } : line));

/** What the cart needs to know of a product as the shop sells it now: each size and colour has its own stock. */
export type ShopProduct = {
  id: string;
  title: string;
  titleUrdu?: string;
  price: number;
  imageUrl: string | null;
  productRef: string;
  variants: readonly Pick<VariantCell, 'size' | 'color' | 'stock'>[];
};

/** The cart line for a product in this size and colour as the storefront shows it, with that cell's stock. */
export function cartItemFor(product: ShopProduct, size: string, color: string): CartItem {
  return {
    id: product.id,
    title: product.title,
    // Undefined when the owner has none (or took it away): the refreshed line drops an old one.
    titleUrdu: product.titleUrdu?.trim() || undefined,
    price: formatPrice(product.price),
    imageUrl: product.imageUrl,
    size,
    color,
    productRef: product.productRef,
    stock: cellStock(product.variants, size, color),
  };
}

/** 'Oxford, M, White': a line as a screen reader names it, in the shopper's language (the cart's buttons). */
export const lineName = (line: Pick<CartLine, 'title' | 'titleUrdu' | 'size' | 'color'>, language: ShopLanguage) =>
  [productTitle(line, language), line.size, colourWord(line.color, language)].join(t('common.comma'));

export type LineCheck = { line: CartLine; notice?: string; blocked?: boolean };

/**
 * Brings a stored line up to date with the product as the shop sells it now (title, price, the stock of
 * its own size and colour): the quantity is held at that stock, and a sold-out or withdrawn line is
 * flagged so that checkout is not attempted with it. The server recomputes everything at checkout anyway; this avoids surprises.
 */
export function checkLine(line: CartLine, product: ShopProduct | undefined): LineCheck {
  // A product no longer sold has nothing left to sell: its line counts for nothing (countedQuantity).
  if (!product) return { line: { ...line, stock: 0 }, notice: t('cart.gone'), blocked: true };
  const current = { ...line, ...cartItemFor(product, line.size, line.color) };
  const stock = current.stock ?? 0;
  if (stock <= 0)
    return {
      line: current,
      notice: t('cart.variantSoldOut', { variant: variantLabel(line.size, line.color) }),
      blocked: true,
    };
  const notices: string[] = [];
  if (current.price !== line.price) notices.push(t('cart.priceNow', { now: current.price, was: line.price }));
  if (line.quantity > stock) {
    current.quantity = stock;
    notices.push(t('cart.lowered', { count: stock, variant: variantLabel(line.size, line.color) }));
  }
  return { line: current, notice: notices.length > 0 ? notices.join('. ') : undefined };
}

/**
 * The shop's answer per product id: the product, or undefined when the shop no longer sells it.
 * Products the shop could not be asked about (offline) are simply absent.
 */
export type ShopAnswers = Map<string, ShopProduct | undefined>;

/**
 * Applies the shop's answers to the lines as they are now, not as they were when the questions went
 * out: a shopper on a slow connection may have changed or removed lines meanwhile, and those changes
 * stand (a removed line stays removed; a quantity is only ever lowered to the stock).
 */
export function refreshLines(lines: CartLine[], answers: ShopAnswers): CartLine[] {
  return lines.map((line) => (answers.has(line.id) ? checkLine(line, answers.get(line.id)).line : line));
}

/** What to tell the shopper about each line the shop's answers changed, by line key. */
export function lineNotices(
  lines: CartLine[],
  answers: ShopAnswers,
): Record<string, { notice: string; blocked: boolean }> {
  const notices: Record<string, { notice: string; blocked: boolean }> = {};
  for (const line of lines) {
    if (!answers.has(line.id)) continue;
    const check = checkLine(line, answers.get(line.id));
    if (check.notice) notices[lineKey(line)] = { notice: check.notice, blocked: check.blocked ?? false };
  }
  return notices;
}
