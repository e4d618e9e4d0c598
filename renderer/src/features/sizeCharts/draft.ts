import { readTypedNumber } from '../../../../common/digits';
import { ALL_SHIRTS, DEFAULT_SIZE_CHART, sizeChartWriteSchema, type SizeChartRow } from '../../../../common/sizeCharts';
import { SIZE_MEASURES, type SizeMeasure } from '../../../../common/sizeMeasures';
import { errorsByField } from '../../shared/ui/firstError';

/** A row as the owner types it: text, read as inches only when checked, so '15.' mid-typing is not rewritten. */
export type DraftRow = { size: string } & Record<SizeMeasure, string>;

export const MEASURE_LABELS: Record<SizeMeasure, string> = {
  chest: 'Chest',
  length: 'Length',
  shoulder: 'Shoulder',
  sleeve: 'Sleeve',
  collar: 'Collar',
};

export const toDraft = (rows: readonly SizeChartRow[]): DraftRow[] =>
  rows.map((row) => ({
    size: row.size,
    ...(Object.fromEntries(SIZE_MEASURES.map((measure) => [measure, String(row[measure])])) as Record<
      SizeMeasure,
      string
    >),
  }));

export const USUAL_SIZES = toDraft(DEFAULT_SIZE_CHART);

export const emptyRow = (): DraftRow => ({ size: '', chest: '', length: '', shoulder: '', sleeve: '', collar: '' });

/** Blank stays blank (NaN), so the schema says the measure is missing instead of saving 0; '15,5' is read as 15.5. */
const inches = (text: string) => readTypedNumber(text.replace(',', '.'));

/**
 * The draft checked with the schema the server checks with: the rows to save, or each problem keyed by
 * its field ('rows.3.chest'; 'rows' for the chart as a whole, such as a size listed twice).
 */
export function checkDraft(draft: readonly DraftRow[]) {
  const checked = sizeChartWriteSchema.safeParse({
    rows: draft.map((row) => ({
      size: row.size,
      ...Object.fromEntries(SIZE_MEASURES.map((measure) => [measure, inches(row[measure])])),
    })),
  });
  return checked.success
    ? { rows: checked.data.rows, errors: {} as Record<string, string> }
    : { rows: null, errors: errorsByField(checked.error.issues) };
}

export const sameDraft = (a: readonly DraftRow[], b: readonly DraftRow[]) => JSON.stringify(a) === JSON.stringify(b);

/** The category a chart is for, as the owner reads it. */
export const chartName = (category: string) => (category === ALL_SHIRTS ? 'All shirts' : category);
