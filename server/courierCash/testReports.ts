import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { ActivityEntry } from '../../common/activity';
import type { ResponseOf } from '../../common/contract';
import type { AdminOrder, Order } from '../../common/orders';
import { REPORT_FILE_FIELD, type ColumnMapping, type ReportKind, type StatusStep } from '../../common/courierCash';
import type { FileTestShop } from '../testing/fileShop';
import type { Answer } from '../testing/orders';

/** Test helpers for couriers' reports: files made as couriers make them, sent as the admin app sends them. */

export type ReportAnswer = ResponseOf<'POST /api/admin/courier-cash/imports'>['data'];

export const csvReport = (rows: (string | number)[][]) => Buffer.from(stringify(rows));

/** An XLSX as courier portals export it: a title line above the headings, cells typed as the values given. */
export async function xlsxReport(
  rows: (string | number | Date)[][],
  title = 'Merchant payment report',
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Payments');
  sheet.addRow([title]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends a report to the preview or the import, as a multipart form with the owner's choices (as the owner unless `token` says who). */
export async function sendReport(
  shop: FileTestShop,
  report: { courier: string; kind: ReportKind; file: Buffer; name: string; apply: boolean; token?: string },
  choices: { columns?: ColumnMapping; statusWords?: Record<string, StatusStep> } = {},
): Promise<{ status: number; body: Answer<ReportAnswer> }> {
  const form = new FormData();
  form.append(REPORT_FILE_FIELD, new Blob([new Uint8Array(report.file)]), report.name);
  if (choices.columns) form.append('columns', JSON.stringify(choices.columns));
  if (choices.statusWords) form.append('statusWords', JSON.stringify(choices.statusWords));
  const path = report.apply ? 'imports' : 'imports/preview';
  const query = new URLSearchParams({ courier: report.courier, kind: report.kind });
  const response = await fetch(`${shop.url}/api/admin/courier-cash/${path}?${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${report.token ?? shop.adminToken}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Answer<ReportAnswer> };
}

/** An order of one shirt (PKR 2,000 plus shipping), placed through checkout: cash on delivery, or by bank transfer where the shop takes it. */
export async function placeOneShirt(
  shop: FileTestShop,
  shirtId: string,
  city = 'Lahore',
  paymentMethod: 'cod' | 'bank' = 'cod',
): Promise<Order> {
  const { status, body } = await shop.call<Answer<Order>>('POST', '/api/orders', {
    body: {
      customer: { name: 'Ayesha Khan', email: 'ayesha@example.pk', phone: '0333 4567890', address: 'House 5', city },
      items: [{ id: shirtId, size: 'M', color: 'White', quantity: 1 }],
      paymentMethod,
    },
  });
  expect(status).toBe(201);
  return body.data;
}

/** Marks the order shipped with the courier and a fresh tracking number, as the owner does by hand. */
export async function ship(shop: FileTestShop, orderRef: string, carrier: string): Promise<string> {
  // Thirteen digits, as PostEx and Leopards write them: a spreadsheet keeps them as numbers.
  const trackingNumber = String(1_000_000_000_000 + Math.floor(Math.random() * 8_999_999_999_999));
  await setStatus(shop, orderRef, { status: 'shipped', carrier, trackingNumber });
  return trackingNumber;
}

export async function setStatus(shop: FileTestShop, orderRef: string, body: Record<string, unknown>) {
  const answer = await shop.call<Answer<AdminOrder>>('PATCH', `/api/orders/${orderRef}/status`, {
    body,
    token: shop.adminToken,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

export async function storedOrder(shop: FileTestShop, orderRef: string): Promise<AdminOrder> {
  const { body } = await shop.call<Answer<AdminOrder[]>>('GET', `/api/orders?q=${orderRef}`, {
    token: shop.adminToken,
  });
  return body.data[0]!;
}

/** An order's History (its activity entries), newest first. */
export async function historyOf(shop: FileTestShop, orderRef: string): Promise<ActivityEntry[]> {
  const { status, body } = await shop.call<Answer<ActivityEntry[]>>('GET', `/api/admin/orders/${orderRef}/activity`, {
    token: shop.adminToken,
  });
  expect(status).toBe(200);
  return body.data;
}

export async function reconciliationOf(shop: FileTestShop, courier: string) {
  const { status, body } = await shop.call<Answer<ResponseOf<'GET /api/admin/courier-cash/reconciliation'>['data']>>(
    'GET',
    `/api/admin/courier-cash/reconciliation?courier=${encodeURIComponent(courier)}`,
    { token: shop.adminToken },
  );
  expect(status).toBe(200);
  return body.data;
}
