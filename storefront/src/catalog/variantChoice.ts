import { cellStock, firstAvailable, type VariantCell } from '../../../common/variants';

type Cells = readonly Pick<VariantCell, 'size' | 'color' | 'stock'>[];

/**
 * How a size (or a colour) can be had with the other choice (issue 22): 'in stock' with it; 'other',
 * sold out with it but in stock with another, so choosing it moves the other choice there rather than
 * leaving the shopper in a combination nobody can buy (the page opened on S / Green with White in
 * stock only in M and XL had no way to White); 'sold out' in every size or colour alike.
 */
export type Availability = 'in stock' | 'other' | 'sold out';

const availabilityOf = (withIt: Cells, chosenCell: boolean): Availability =>
  !withIt.some((cell) => cell.stock > 0) ? 'sold out' : chosenCell ? 'in stock' : 'other';

export const sizeAvailability = (cells: Cells, size: string, color: string | null): Availability =>
  availabilityOf(
    cells.filter((cell) => cell.size === size),
    color === null || cellStock(cells, size, color) > 0,
  );

export const colourAvailability = (cells: Cells, color: string, size: string | null): Availability =>
  availabilityOf(
    cells.filter((cell) => cell.color === color),
    size === null || cellStock(cells, size, color) > 0,
  );

/** The first size in stock in `color`, in the product's order, or the first colour in stock in `size`. */
export const firstSizeIn = (sizes: readonly string[], cells: Cells, color: string) =>
  sizes.find((size) => cellStock(cells, size, color) > 0) ?? null;
export const firstColourIn = (colors: readonly string[], cells: Cells, size: string) =>
  colors.find((color) => cellStock(cells, size, color) > 0) ?? null;

/** The product's page, asking it to open with the size and colour the shopper filtered by, when it sells them. */
export function productPagePath(
  product: { id: string; sizes: readonly string[]; colors: readonly string[] },
  chosen: { size?: string; color?: string } = {},
): string {
  const query = new URLSearchParams();
  const size = product.sizes.find((each) => each.toLowerCase() === chosen.size?.trim().toLowerCase());
  const color = product.colors.find((each) => each.toLowerCase() === chosen.color?.trim().toLowerCase());
  if (size) query.set('size', size);
  if (color) query.set('color', color);
  const search = query.toString();
  return `/products/${encodeURIComponent(product.id)}${search ? `?${search}` : ''}`;
}

/**
 * The size and colour a product page opens with (docs/product.md §2, issue 35): what the address asks
 * for when that cell can be bought, else the first cell in stock that keeps the asked size or colour,
 * else the first cell in stock.
 */
export function openingChoice(
  product: { sizes: readonly string[]; colors: readonly string[]; variants: Cells },
  asked: { size: string | null; color: string | null },
): { size: string | null; color: string | null } {
  const size = product.sizes.find((each) => each === asked.size) ?? null;
  const color = product.colors.find((each) => each === asked.color) ?? null;
  const inStock = product.variants.filter((cell) => cell.stock > 0);
  const cell =
    inStock.find((each) => (size === null || each.size === size) && (color === null || each.color === color)) ??
    (size !== null ? inStock.find((each) => each.size === size) : undefined) ??
    (color !== null ? inStock.find((each) => each.color === color) : undefined) ??
    firstAvailable(product.variants);
  return {
    size: cell?.size ?? size ?? product.sizes[0] ?? null,
    color: cell?.color ?? color ?? product.colors[0] ?? null,
  };
}
