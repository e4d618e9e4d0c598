import { cellStock, firstAvailable, type VariantCell } from '../../../common/variants';

type Cells = readonly Pick<VariantCell, 'size' | 'color' | 'stock'>[];

/**
 * Whether a size can not be bought with the colour chosen (issue 22): sold out in that colour, or, with
 * no colour chosen yet, sold out in every colour. The colours are read the same way, with `soldOutColour`.
 */
export const soldOutSize = (cells: Cells, size: string, color: string | null) =>
  color === null ? !cells.some((cell) => cell.size === size && cell.stock > 0) : cellStock(cells, size, color) <= 0;

export const soldOutColour = (cells: Cells, color: string, size: string | null) =>
  size === null ? !cells.some((cell) => cell.color === color && cell.stock > 0) : cellStock(cells, size, color) <= 0;

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
