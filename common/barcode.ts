import JsBarcode from 'jsbarcode';

/** Blank modules each side of the bars: Code 128 asks for at least 10, or a scanner may not find the start. */
export const QUIET_ZONE_MODULES = 10;

/** A Code 128 barcode as bars: each bar's start and width in modules, and the whole width with its quiet zones. */
export type Bars = { bars: { x: number; width: number }[]; width: number };

/**
 * The bars of a Code 128 barcode of `text` (docs/decisions/0050): JsBarcode encodes into a plain object
 * (its documented way to draw bars yourself), so the same bars are drawn as SVG on the packing slip
 * and as rectangles in the receipt's PDF, in a browser and in Node alike.
 */
export function code128Bars(text: string): Bars {
  const encoded: { encodings?: { data: string }[] } = {};
  let valid = false;
  JsBarcode(encoded, text, { format: 'CODE128', valid: (ok) => (valid = ok) });
  const modules = (encoded.encodings ?? []).map((encoding) => encoding.data).join('');
  // Order references are ASCII letters, digits and '-'; anything else is a caller's mistake, not a slip to print.
  if (!valid || !modules) throw new Error(`Code 128 cannot encode ${JSON.stringify(text)}`);
  const bars: Bars['bars'] = [];
  for (const run of modules.matchAll(/1+/g)) bars.push({ x: QUIET_ZONE_MODULES + run.index, width: run[0].length });
  return { bars, width: modules.length + 2 * QUIET_ZONE_MODULES };
}
