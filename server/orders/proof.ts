import { eq } from 'drizzle-orm';
import { canonicalPhone } from '../../common/phone';
import type { Queryable } from '../db/client';
import { orders } from './schema';
import type { OrderRow } from './shapes';

/*
 * What the order page proves before a shopper acts on their order: sending a bank receipt
 * (docs/decisions/0051, 0114) or cancelling it (0122). The same proof tracking takes.
 */

/**
 * The order's e-mail or phone number as typed beside its reference, as tracking takes them, or the
 * signed-in account (docs/architecture.md, Order confirmation; My orders; decision 0114).
 */
export type OrderProof = { email?: string; phone?: string; shopperId?: string };

/** Said to anyone without the proof, and for an unknown reference alike, as tracking does. */
export const NOT_FOUND = 'Order not found';

/** The order's row when the proof shows it, as the order page would; undefined for anyone else. */
export function provenOrder(db: Queryable, orderRef: string, proof: OrderProof): OrderRow | undefined {
  const row = db.select().from(orders).where(eq(orders.orderRef, orderRef)).get();
  if (!row) return undefined;
  const byEmail = Boolean(proof.email) && row.customerEmail === proof.email;
  // Compared by national digits, as tracking compares it (server/orders/search.ts): '0300-1234567' is '+92 300 1234567'.
  const phoneDigits = proof.phone ? canonicalPhone(proof.phone) : null;
  const byPhone = phoneDigits !== null && row.customerPhoneKey === phoneDigits;
  const byAccount = Boolean(proof.shopperId) && row.userId === proof.shopperId;
  return byEmail || byPhone || byAccount ? row : undefined;
}
