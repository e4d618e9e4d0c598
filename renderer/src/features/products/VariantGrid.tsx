import { latinDigits, readTypedNumber } from '../../../../common/digits';
import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cellKey, variantLabel } from '../../../../common/variants';
import styles from './VariantGrid.module.css';

/** What the owner typed in each cell, by cellKey; a cell not typed in holds 0. */
export type GridDraft = Record<string, string>;

/** docs/product.md §5: a cell's stock is a whole number of at least 0. */
export const cellProblem = (text: string): string | undefined =>
  /^\s*\d+\s*$/.test(latinDigits(text)) ? undefined : 'Enter a whole number, 0 or more';

export const cellText = (grid: GridDraft, size: string, color: string) => grid[cellKey(size, color)] ?? '0';

/** The grid's sum, counting only cells that hold a whole number. */
export const gridTotal = (grid: GridDraft, sizes: readonly string[], colors: readonly string[]) =>
  sizes.reduce(
    (sum, size) =>
      sum +
      colors.reduce(
        (row, color) =>
          row + (cellProblem(cellText(grid, size, color)) ? 0 : readTypedNumber(cellText(grid, size, color))),
        0,
      ),
    0,
  );

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * The size × colour stock grid of the product form (issue 22): rows are sizes, columns colours, one
 * number per cell. Tab walks row by row, arrow keys move between cells, a row or column can be set at
 * once, and a block copied from a spreadsheet pastes from the focused cell on.
 */
export function VariantGrid({
  sizes,
  colors,
  grid,
  onChange,
  disabled,
  serverError,
}: {
  sizes: string[];
  colors: string[];
  grid: GridDraft;
  onChange: (next: GridDraft) => void;
  disabled?: boolean;
  serverError?: string | null;
}) {
  const id = useId();
  const [fill, setFill] = useState('');
  const [fillNote, setFillNote] = useState<string | null>(null);
  const cellId = (row: number, column: number) => `${id}-cell-${row}-${column}`;
  const focusCell = (row: number, column: number) => document.getElementById(cellId(row, column))?.focus();

  const setCells = (cells: [string, string][], note?: string) => {
    const next = { ...grid };
    for (const [size, color] of cells) next[cellKey(size, color)] = fill.trim();
    onChange(next);
    setFillNote(note ?? null);
  };
  // A fill number that is not a stock count fills nothing.
  const cannotFill = disabled || cellProblem(fill) !== undefined;
  const fillRow = (size: string) =>
    setCells(
      colors.map((color) => [size, color]),
      `Every ${size} set to ${fill.trim()}.`,
    );
  const fillColumn = (color: string) =>
    setCells(
      sizes.map((size) => [size, color]),
      `Every ${color} set to ${fill.trim()}.`,
    );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const move = MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const [to, across] = [row + move[0], column + move[1]];
    if (to < 0 || to >= sizes.length || across < 0 || across >= colors.length) return;
    event.preventDefault();
    focusCell(to, across);
  };

  /** A block copied from a spreadsheet: rows by newline, cells by tab; what falls outside the grid is left out. */
  const onPaste = (event: ClipboardEvent<HTMLInputElement>, row: number, column: number) => {
    const text = event.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n').replace(/\n$/, '');
    if (!/[\t\n]/.test(text)) return;
    event.preventDefault();
    const next = { ...grid };
    text.split('\n').forEach((line, down) => {
      line.split('\t').forEach((value, right) => {
        const size = sizes[row + down];
        const color = colors[column + right];
        if (size !== undefined && color !== undefined) next[cellKey(size, color)] = value.trim();
      });
    });
    onChange(next);
  };

  const total = gridTotal(grid, sizes, colors);
  const errorId = `${id}-error`;
  const problems = sizes.flatMap((size) =>
    colors.filter((color) => cellProblem(cellText(grid, size, color))).map((color) => variantLabel(size, color)),
  );

  return (
    <fieldset className={styles.grid} aria-describedby={`${id}-hint ${errorId}`}>
      <legend>Stock by size and colour</legend>
      {sizes.length === 0 || colors.length === 0 ? (
        <p className="hint">Add at least one size and one colour to enter stock.</p>
      ) : (
        <>
          <p className="hint" id={`${id}-hint`}>
            Arrow keys move between cells. Paste a block copied from a spreadsheet into a cell to fill from there.
          </p>
          <div className={styles.fill}>
            <label htmlFor={`${id}-fill`}>Fill with</label>
            <input
              id={`${id}-fill`}
              inputMode="numeric"
              value={fill}
              onChange={(event) => setFill(event.target.value)}
              disabled={disabled}
              aria-describedby={`${id}-fill-hint`}
            />
            <span className="hint" id={`${id}-fill-hint`}>
              then press a Fill button beside a size or under a colour.
            </span>
          </div>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption className="visually-hidden">Stock of each size and colour</caption>
              <thead>
                <tr>
                  <th scope="col">Size</th>
                  {colors.map((color) => (
                    <th scope="col" key={color}>
                      {color}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">Fill row</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {sizes.map((size, row) => (
                  <tr key={size}>
                    <th scope="row">{size}</th>
                    {colors.map((color, column) => {
                      const text = cellText(grid, size, color);
                      const invalid = cellProblem(text) !== undefined;
                      return (
                        <td key={color}>
                          <input
                            id={cellId(row, column)}
                            className={styles.cell}
                            inputMode="numeric"
                            aria-label={`Stock of ${variantLabel(size, color)}`}
                            aria-invalid={invalid || undefined}
                            aria-describedby={invalid ? errorId : undefined}
                            value={text}
                            disabled={disabled}
                            onChange={(event) => onChange({ ...grid, [cellKey(size, color)]: event.target.value })}
                            onFocus={(event) => event.target.select()}
                            onKeyDown={(event) => onKeyDown(event, row, column)}
                            onPaste={(event) => onPaste(event, row, column)}
                          />
                        </td>
                      );
                    })}
                    <td>
                      <FillButton name={size} line="row" onFill={fillRow} disabled={cannotFill} />
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td />
                  {colors.map((color) => (
                    <td key={color}>
                      <FillButton name={color} line="column" onFill={fillColumn} disabled={cannotFill} />
                    </td>
                  ))}
                  <td />
                </tr>
              </tfoot>
            </table>
          </div>
          <p className={styles.total} aria-live="polite">
            Total stock: <strong>{total}</strong>
            {fillNote && <span className="visually-hidden"> {fillNote}</span>}
          </p>
        </>
      )}
      <div id={errorId}>
        {problems.length > 0 && (
          <p className={styles.error}>Enter a whole number, 0 or more, for {problems.join(', ')}.</p>
        )}
        {serverError && (
          <p role="alert" className={styles.error}>
            {serverError}
          </p>
        )}
      </div>
    </fieldset>
  );
}

/** Puts the fill number in every cell of one size's row or one colour's column; a screen reader hears which. */
function FillButton(props: {
  name: string;
  line: 'row' | 'column';
  onFill: (name: string) => void;
  disabled: boolean;
}) {
  const { name, line, onFill, disabled } = props;
  return (
    <button
      type="button"
      className="button-secondary"
      onClick={() => onFill(name)}
      disabled={disabled}
      aria-label={`Fill ${name} ${line}`}
    >
      Fill {name}
    </button>
  );
}
