/**
 * The measures of a men's shirt size chart (issue 35 item 8), apart from its zod rules in
 * common/sizeCharts.ts: the product page shows a chart without loading zod (decision 0079).
 */
export const SIZE_MEASURES = ['chest', 'length', 'shoulder', 'sleeve', 'collar'] as const;
export type SizeMeasure = (typeof SIZE_MEASURES)[number];
