/**
 * A product's size × colour grid (issue 22): one cell per size and colour it lists, each with its
 * own stock and optional SKU. The product's `stock` is the sum of its cells. Pure functions, shared
 * by the server (writes, the migration's rule) and both front ends.
 */
export type VariantCell = { size: string; color: string; stock: number; sku: string };

/** Below this many pieces a cell tells the shopper how many are left ('Only 2 left in M / Navy'). */
export const FEW_LEFT = 3;

export const cellKey = (size: string, color: string) => `${size}\u0000${color}`;

/**
 * Every cell of the grid in grid order (sizes first), its stock and SKU taken from `known` where it
 * has that cell, else 0 and ''. Cells of `known` outside the grid are dropped.
 */
export function gridCells(
  sizes: readonly string[],
  colors: readonly string[],
  known: readonly VariantCell[] = [],
): VariantCell[] {
  const byKey = new Map(known.map((cell) => [cellKey(cell.size, cell.color), cell]));
  return sizes.flatMap((size) =>
    colors.map((color) => {
      const cell = byKey.get(cellKey(size, color));
      return { size, color, stock: cell?.stock ?? 0, sku: cell?.sku ?? '' };
    }),
  );
}

/**
 * A total spread over the cells in grid order, the first cells taking one more piece each when it
 * does not divide evenly (the rule migration 0008 applied to existing shops, and what a write that
 * gives only a total gets: docs/decisions/0017-stock-per-variant.md).
 */
export function spreadStock(cells: readonly VariantCell[], total: number): VariantCell[] {
  const share = Math.floor(total / cells.length);
  const extra = total % cells.length;
  return cells.map((cell, index) => ({ ...cell, stock: share + (index < extra ? 1 : 0) }));
}

export const stockOf = (cells: readonly Pick<VariantCell, 'stock'>[]) =>
  cells.reduce((sum, cell) => sum + cell.stock, 0);

/** The cell of this size and colour, if the product has it. */
export const findCell = <C extends Pick<VariantCell, 'size' | 'color'>>(
  cells: readonly C[],
  size: string,
  color: string,
) => cells.find((cell) => cell.size === size && cell.color === color);

/** How many pieces of this size and colour the shop can sell: 0 for a cell it does not have. */
export const cellStock = (
  cells: readonly Pick<VariantCell, 'size' | 'color' | 'stock'>[],
  size: string,
  color: string,
) => findCell(cells, size, color)?.stock ?? 0;

/**
 * The first size and colour a shopper can buy, in grid order, preferring `color` when given (a colour
 * picked from a picture); undefined when everything is sold out.
 */
export function firstAvailable<C extends Pick<VariantCell, 'size' | 'color' | 'stock'>>(
  cells: readonly C[],
  color?: string,
): C | undefined {
  return (
    cells.find((cell) => cell.stock > 0 && (color === undefined || cell.color === color)) ??
    cells.find((cell) => cell.stock > 0)
  );
}

/** 'M / Navy', as slips, the CSV and the shopper's messages name a piece. */
export const variantLabel = (size: string, color: string) => `${size} / ${color}`;
