import { cellStock, type VariantCell } from '../../../common/variants';

type Cells = readonly Pick<VariantCell, 'size' | 'color' | 'stock'>[];

/**
 * Whether a size can not be bought with the colour chosen (issue 22): sold out in that colour, or, with
 * no colour chosen yet, sold out in every colour. The colours are read the same way, with `soldOutColour`.
 */
export const soldOutSize = (cells: Cells, size: string, color: string | null) =>
  color === null ? !cells.some((cell) => cell.size === size && cell.stock > 0) : cellStock(cells, size, color) <= 0;

export const soldOutColour = (cells: Cells, color: string, size: string | null) =>
  size === null ? !cells.some((cell) => cell.color === color && cell.stock > 0) : cellStock(cells, size, color) <= 0;
