import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { AppError } from '../http/errors';

/** A courier's report as rows of text under its headings, whether it came as CSV or XLSX. */
export type ReportTable = {
  headers: string[];
  /** Each data row with its line number in the file (as the owner finds it in a spreadsheet) and its cells by heading. */
  rows: { line: number; cells: Record<string, string> }[];
};

/** A week of 100 parcels a day is 700 rows; this is far past any payout and still quick to read. */
export const MAX_REPORT_ROWS = 20_000;
/** Couriers put a title and the merchant's name above the headings: they are looked for in the first rows. */
const HEADING_SEARCH_ROWS = 15;

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLD_EXCEL = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * Reads the report's bytes (XLSX by its zip signature, otherwise text CSV): finds the heading row,
 * and gives every cell as text, spreadsheet dates as YYYY-MM-DD and numbers in full.
 */
export async function readReport(bytes: Buffer): Promise<ReportTable> {
  if (bytes.subarray(0, 4).equals(OLD_EXCEL)) {
    throw new AppError(
      'VALIDATION',
      'This is an old Excel file (.xls). Open it in Excel and save it as .xlsx or CSV, then import that.',
    );
  }
  const grid = bytes.subarray(0, 4).equals(ZIP) ? await readXlsx(bytes) : readCsv(bytes);
  return tableOf(grid);
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  // Loaded when a workbook comes, not with the shop: it is large and most days read none (decision 0080).
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(
      'VALIDATION',
      'This file could not be read as an Excel workbook. Save it again as .xlsx or CSV.',
    );
  }
  // The report is the first sheet with anything on it.
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0);
  if (!sheet) return [];
  if (sheet.rowCount > MAX_REPORT_ROWS + HEADING_SEARCH_ROWS) throw tooLong();
  const grid: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    grid[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(grid, (row) => row ?? []);
}

/** A spreadsheet cell as text: formulas by their result, rich text and links by their words. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') {
    // Long tracking numbers are stored as numbers: written in full, never as 1.23E+13.
    return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  }
  if (typeof value === 'string' || typeof value === 'boolean') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    return result === undefined || (typeof result === 'object' && result !== null && 'error' in result)
      ? ''
      : cellText(result);
  }
  if ('text' in value) return String(value.text).trim();
  return '';
}

function readCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // Excel saves CSV with ';' where the comma is the decimal mark, and some portals export tabs.
  const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  try {
    return parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      to: MAX_REPORT_ROWS + HEADING_SEARCH_ROWS + 1,
    }) as string[][];
  } catch (error) {
    throw new AppError('VALIDATION', `This file could not be read as CSV: ${(error as Error).message}`);
  }
}

/** The heading row is the first of the top rows with the most filled cells (a title line has one). */
function tableOf(grid: string[][]): ReportTable {
  const top = grid.slice(0, HEADING_SEARCH_ROWS);
  const filled = (row: string[]) => row.filter((cell) => cell !== '').length;
  const most = Math.max(0, ...top.map(filled));
  if (most < 2) throw new AppError('VALIDATION', 'This file has no row of column headings. Is it the right report?');
  const headingIndex = top.findIndex((row) => filled(row) === most);
  const headers = uniqueHeadings(grid[headingIndex]!);
  const body = grid.slice(headingIndex + 1);
  if (body.length > MAX_REPORT_ROWS) throw tooLong();
  const rows = body.flatMap((row, index) => {
    if (filled(row) === 0) return [];
    const cells: Record<string, string> = {};
    headers.forEach((header, column) => {
      if (header !== '') cells[header] = row[column] ?? '';
    });
    return [{ line: headingIndex + index + 2, cells }];
  });
  return { headers: headers.filter((header) => header !== ''), rows };
}

/** Two columns with one heading ('Amount', 'Amount') are told apart as the owner sees them: 'Amount (2)'. */
function uniqueHeadings(row: string[]): string[] {
  const seen = new Map<string, number>();
  return row.map((cell) => {
    const heading = cell.replace(/\s+/g, ' ').trim();
    if (heading === '') return '';
    const count = (seen.get(heading) ?? 0) + 1;
    seen.set(heading, count);
    return count === 1 ? heading : `${heading} (${count})`;
  });
}

const tooLong = () =>
  new AppError(
    'VALIDATION',
    `This report has more than ${MAX_REPORT_ROWS.toLocaleString('en')} rows. Import it a week at a time.`,
  );
