import type { REFUND_METHODS } from '../../../../common/afterSale';
import { formatPrice } from '../../../../common/money';
import type { RefundWay } from '../../../../common/orderFacts';

/* The refund's words shared by the return dialog and the later refund's (decisions 0092, 0133). */

export const REFUND_LABELS: Record<(typeof REFUND_METHODS)[number], string> = { cash: 'Cash', bank: 'Bank transfer' };
/** After delivery, before the courier pays out, the owner says which happened (decision 0092). */
export const DELIVERED_REFUND_LABELS: Record<RefundWay, string> = {
  cash: 'Given back to the shopper in cash',
  bank: 'Given back to the shopper by bank transfer',
  deducted: 'Taken off what the courier pays (the piece came back at the door, the rider collected less)',
};

/** What the refund will do to the money, in the owner's words, as the dialog stands. */
export function refundOutcome(method: RefundWay | null, amount: number, toCollect: number, ways: string): string {
  const left = formatPrice(Math.max(0, toCollect - amount));
  if (method === 'deducted')
    return ways === 'owner says'
      ? `${formatPrice(amount)} less from the courier: it pays ${left}`
      : `${formatPrice(amount)} less to collect: ${left}`;
  if (method === null) return `Refund ${formatPrice(amount)}: say how`;
  const given = `Refund ${formatPrice(amount)} by ${REFUND_LABELS[method].toLowerCase()}`;
  return ways === 'owner says' ? `${given}; the courier still pays ${formatPrice(toCollect)}` : given;
}

/** A refund above what the recorder's role may give: who records the rest (issue 37's refund limits). */
export const aboveRoleLimit = (refundLimit: number) =>
  `Your role refunds up to ${formatPrice(refundLimit)}; above that the owner or a manager records it.`;
