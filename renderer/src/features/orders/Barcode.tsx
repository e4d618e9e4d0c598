import { useMemo } from 'react';
import { code128Bars } from '../../../../common/barcode';

/**
 * Printed width of one module (the narrowest bar). 0.4 mm is inside what courier scanners read from
 * a parcel, and keeps an order reference's barcode near 80 mm: it fits an A5 slip's width.
 */
const MODULE_MM = 0.4;

/** A Code 128 barcode as SVG, so it prints as sharp as the printer can draw (docs/decisions/0050). */
export function Barcode({ value, className }: { value: string; className?: string }) {
  const { bars, width } = useMemo(() => code128Bars(value), [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={`Barcode of ${value}`}
      viewBox={`0 0 ${width} 1`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      style={{ width: `${width * MODULE_MM}mm` }}
    >
      {/* White behind the bars, so the quiet zones stay blank on any background. */}
      <rect width={width} height="1" fill="#fff" />
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} width={bar.width} height="1" fill="#000" />
      ))}
    </svg>
  );
}
