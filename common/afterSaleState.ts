import { coreChangeOf } from './orderChanges';
import { refundToDecideOn } from './orderRefunds';
import type { AdminOrder, OrderItem } from './orders';
import { variantLabel } from './variants';

/*
 * What is still open after pieces came back, as the order card and the orders list say it: a refund left
 * to decide (decision 0133), and an exchanged piece the rider has not collected yet. Read from the
 * order as the API gives it, by the core's rules (common/orderChanges.ts).
 */

type Changes = Pick<AdminOrder, 'lineChanges'>;

/** Each line whose returned pieces' refund is left to decide, with the most that can still be refunded for them. */
export function refundsToDecide(order: Changes & Pick<AdminOrder, 'items'>): { line: OrderItem; amount: number }[] {
  const core = { changes: order.lineChanges.map((change) => coreChangeOf(change.lineId, change)) };
  return order.items.flatMap((line) => {
    const open = order.lineChanges.some((change) => change.lineId === line.lineId && change.refundToDecide);
    if (!open) return [];
    const amount = refundToDecideOn(core, { id: line.lineId, quantity: line.quantity, paid: line.paid });
    return [{ line, amount }];
  });
}

/** The refund left to decide on one line (0 when none). */
export const refundToDecideOnLine = (order: Changes & Pick<AdminOrder, 'items'>, lineId: number) =>
  refundsToDecide(order).find((open) => open.line.lineId === lineId)?.amount ?? 0;

/** An exchange whose new piece is not delivered yet: the old piece is still with the customer, to collect. */
export const toCollectFromCustomer = (change: AdminOrder['lineChanges'][number]) =>
  change.kind === 'exchange' && change.cancelledAt === null && change.exchangeDeliveredAt === null;

/**
 * The order list's words for what came back, only what is true now: 'Pieces came back' once a piece
 * is back (a return, or an exchange the rider collected), 'Exchange: M → L, piece to collect' while
 * an exchange parcel is on its way. A cancelled exchange brought nothing back.
 */
export function afterSaleBadges(order: Changes): string[] {
  const back = order.lineChanges.some(
    (change) =>
      (change.kind === 'refund' && change.quantity > 0) ||
      (change.kind === 'exchange' && change.cancelledAt === null && change.exchangeDeliveredAt !== null),
  );
  const waiting = order.lineChanges
    .filter(toCollectFromCustomer)
    .map(
      (change) =>
        `Exchange: ${exchangeWords(change)}, ${change.quantity === 1 ? 'piece' : `${change.quantity} pieces`} to collect`,
    );
  return [...(back ? ['Pieces came back'] : []), ...waiting];
}

/** 'M → L' when only the size changed, 'Navy → White' when only the colour did, else both. */
export function exchangeWords(
  change: Pick<AdminOrder['lineChanges'][number], 'size' | 'color' | 'newSize' | 'newColor'>,
) {
  const size = change.newSize ?? change.size;
  const color = change.newColor ?? change.color;
  if (color === change.color) return `${change.size} → ${size}`;
  if (size === change.size) return `${change.color} → ${color}`;
  return `${variantLabel(change.size, change.color)} → ${variantLabel(size, color)}`;
}
