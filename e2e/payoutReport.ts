import type { Page } from '@playwright/test';
import { stringify } from 'csv-stringify/sync';

/** Reconciliation's import box: 'Payment report' ticked and a CSV of these rows chosen as the owner's file. */
export async function choosePayoutReport(page: Page, name: string, rows: (string | number)[][]) {
  await page.getByLabel('Payment report (cash paid out)').check();
  await page.getByLabel('Report file (CSV or Excel .xlsx)').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(stringify(rows)),
  });
}
