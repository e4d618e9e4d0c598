import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { doorPayment, type Order } from '../../common/orders';
import type { Queryable } from '../db/client';
import type { AppDeps } from '../deps';
import { AppError, notFound } from '../http/errors';
import { checkPicture, writeWebp } from '../images/store';
import { orders } from './schema';
import { NOT_FOUND, provenOrder, type OrderProof } from './proof';
import { toApiOrder } from './shapes';

/**
 * Shoppers' bank-transfer receipts (issue 26, docs/decisions/0051-bank-receipts-kept-private.md). A receipt
 * shows a bank account, a name and an amount: it is kept in the data folder's own `receipts/` folder,
 * which no static route serves, and is answered only to the owner and to whoever proves the order is
 * theirs as the order page does.
 */

/** The name of every receipt file the shop writes (a random key); backups restore (backup/archive.ts) and this module read only these. */
export const RECEIPT_FILE_NAME = /^[a-f0-9]{24}\.webp$/;
/** A bank app's screenshot is tall and its small print must stay readable: the long side is kept up to this. */
const RECEIPT_BOX = { width: 2000, height: 2000 };
const RECEIPT_QUALITY = 82;

/** Why this order takes no receipt, in the shopper's words; the rule is the order page's own (a transfer still awaited). */
const NO_RECEIPT_WANTED = {
  collect: 'This order is paid in cash on delivery, so there is no bank receipt to send.',
  paid: 'We have already received the payment for this order, so there is no need to send a receipt.',
  nothing: 'Nothing is owed for this order any more, so there is no receipt to send.',
} as const;

/**
 * The order, proven and still waiting for its transfer: a bank-transfer order that is not paid, not
 * cancelled and did not come back (common/orderFacts.ts doorPayment). 404 without the proof, 409 otherwise.
 */
export function orderAwaitingReceipt(db: Queryable, orderRef: string, proof: OrderProof): Order {
  const row = provenOrder(db, orderRef, proof);
  if (!row) throw notFound(NOT_FOUND);
  const order = toApiOrder(db, row);
  const due = doorPayment(order);
  if (due !== 'transfer awaited') throw new AppError('CONFLICT', NO_RECEIPT_WANTED[due]);
  return order;
}

/**
 * Keeps the shopper's receipt: the picture is checked and re-encoded as product pictures are
 * (images/store.ts: bytes, size, pixels; WebP without metadata) into a new file, then recorded on the
 * order in a transaction that checks the order again (the owner may have marked it paid meanwhile). A
 * receipt sent before is replaced and its file deleted; on any refusal the new file is removed.
 */
export async function saveReceipt(
  deps: Pick<AppDeps, 'db' | 'receiptsDir' | 'now'>,
  orderRef: string,
  proof: OrderProof,
  picture: Buffer,
): Promise<Order> {
  await checkPicture(picture);
  const name = `${randomBytes(12).toString('hex')}.webp`;
  const file = path.join(deps.receiptsDir, name);
  await writeWebp(picture, file, RECEIPT_BOX, RECEIPT_QUALITY);
  let replaced: string | null;
  try {
    replaced = deps.db.transaction((tx) => {
      const before = receiptFileName(tx, orderRef);
      orderAwaitingReceipt(tx, orderRef, proof);
      const now = deps.now();
      tx.update(orders)
        .set({ receiptFile: name, receiptUploadedAt: now, updatedAt: now })
        .where(eq(orders.orderRef, orderRef))
        .run();
      return before;
    });
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  if (replaced) await forgetReceiptFile(deps, replaced);
  return toApiOrder(deps.db, deps.db.select().from(orders).where(eq(orders.orderRef, orderRef)).get()!);
}

/** The receipt's file of an order the proof shows (the shopper) or of any order (proof null: the owner); 404 when there is none. */
export function receiptFileOf(
  deps: Pick<AppDeps, 'db' | 'receiptsDir'>,
  orderRef: string,
  proof: OrderProof | null,
): string {
  const row = proof
    ? provenOrder(deps.db, orderRef, proof)
    : deps.db.select().from(orders).where(eq(orders.orderRef, orderRef)).get();
  if (!row) throw notFound(NOT_FOUND);
  if (!row.receiptFile || !RECEIPT_FILE_NAME.test(row.receiptFile))
    throw notFound('No receipt has been sent for this order');
  return path.join(deps.receiptsDir, row.receiptFile);
}

/** The receipt's file of an order that is going away (deleted by the owner): nobody can ask for it again. */
export function receiptFileName(db: Queryable, orderRef: string): string | null {
  return (
    db.select({ receiptFile: orders.receiptFile }).from(orders).where(eq(orders.orderRef, orderRef)).get()
      ?.receiptFile ?? null
  );
}

/** Deletes a receipt file no order names any more; only names the shop writes, so never a path elsewhere. */
export async function forgetReceiptFile(deps: Pick<AppDeps, 'receiptsDir'>, name: string | null): Promise<void> {
  if (name && RECEIPT_FILE_NAME.test(name)) await rm(path.join(deps.receiptsDir, name), { force: true });
}
