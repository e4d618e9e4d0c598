import type { RefundWay } from './orderFacts';
import { formatPrice } from './money';
import { owesAtTheDoor, refundCap, refundedOf, refundWay, refuse, takenOffOf, type Refusal } from './orderRefunds';
import { variantLabel } from './variants';

/*
 * The one core of what happens to an order after it is placed (issue 33; decision 0055): for each
 * change (place, edit, cancel, return a line, exchange, refuse, delivered, reopen) it works out the
 * stock moves and the money from the order's lines as they are now: pieces out with the customer,
 * pieces back, pieces exchanged. It reads nothing and writes nothing: server/orders applies what it
 * answers inside one transaction, and the admin app reads the same money (what the shopper paid for a
 * line, what is left to collect) so the screens say what the server does. Its refund rules (what may be
 * refunded, and how) are common/orderRefunds.ts.
 */

export type CoreLine = {
  id: number;
  productId: string;
  title: string;
  size: string;
  color: string;
  quantity: number;
  unitPrice: number;
  /** What the shopper paid for the whole line: its pieces at their price less its share of the order's discount. */
  paid: number;
};

/** A line's pieces that came back: refunded, or exchanged. A cancelled exchange is history, and frees its pieces. */
export type CoreChange = {
  itemId: number;
  kind: 'refund' | 'exchange';
  quantity: number;
  refund: number;
  /** The exchange's order was cancelled: the customer keeps the piece, which counts as out again. */
  cancelled: boolean;
  /** A refund taken off what the courier collects (stored 'deducted', decision 0090): no cash paid out. Absent: paid out, or an exchange. */
  takenOff?: boolean;
  /** A return whose refund was left to the owner or a manager (decision 0133): not yet recorded. */
  toDecide?: boolean;
};

/** A stored line change (its table row, or the order's lineChanges as the API gives them) as the core reads it. */
export const coreChangeOf = (
  itemId: number,
  change: Pick<CoreChange, 'kind' | 'quantity' | 'refund'> & {
    cancelledAt: unknown;
    refundMethod: string | null;
    refundToDecide?: boolean;
  },
): CoreChange => ({
  itemId,
  kind: change.kind,
  quantity: change.quantity,
  refund: change.refund,
  cancelled: change.cancelledAt !== null,
  takenOff: change.refundMethod === 'deducted',
  toDecide: change.refundToDecide === true,
});

export type CoreOrder = {
  orderRef: string;
  status: 'pending' | 'confirmed' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  returnKind: 'refused' | 'returned' | null;
  shippedAt: Date | string | null;
  paymentMethod: 'cod' | 'bank';
  paymentStatus: 'unpaid' | 'paid';
  total: number;
  exchangeOf: string | null;
  lines: CoreLine[];
  changes: CoreChange[];
};

/** Pieces of one size and colour moved: positive go back on the shelf, negative are taken from it. */
export type StockMove = { productId: string; title: string; size: string; color: string; pieces: number };

/** A plan's refusal (the refund rules, common/orderRefunds.ts, answer the same). */
export type { Refusal } from './orderRefunds';

const live = (order: Pick<CoreOrder, 'changes'>) => order.changes.filter((change) => !change.cancelled);

/** Pieces of a line that came back (refunded or exchanged, exchanges not cancelled). */
export const piecesBack = (order: Pick<CoreOrder, 'changes'>, lineId: number) =>
  live(order)
    .filter((change) => change.itemId === lineId)
    .reduce((sum, change) => sum + change.quantity, 0);

/** Pieces of a line with the customer (or the courier): sold and not come back. */
export const piecesOut = (order: Pick<CoreOrder, 'changes'>, line: Pick<CoreLine, 'id' | 'quantity'>) =>
  line.quantity - piecesBack(order, line.id);

/** An order holds its pieces (they are not on the shelf) until it is cancelled or its parcel comes back. */
export const holdsStock = (order: Pick<CoreOrder, 'status' | 'returnKind'>) =>
  order.status !== 'cancelled' && order.returnKind === null;

/** Only a parcel that left the shop can come back (common/orderFacts.ts leftTheShop says the same for the API's order). */
const leftTheShop = (order: Pick<CoreOrder, 'status' | 'shippedAt'>) =>
  order.shippedAt !== null || order.status === 'shipped' || order.status === 'delivered';

/** What the lines of an order cost the shopper each, from their prices and each line's share of the discount (common/discounts.ts spreads it). */
export const linesPaid = (lines: { unitPrice: number; quantity: number }[], lineDiscounts: readonly number[] = []) =>
  lines.map((line, index) => line.unitPrice * line.quantity - (lineDiscounts[index] ?? 0));

// ---- Money: the one definition of a sale, its revenue after refunds, and what is left to collect ----

/** The sale rule (server/orders/saleRule.ts writes the same in SQL, for the generated column `is_sale`). */
export const isSaleOrder = (
  order: Pick<CoreOrder, 'status' | 'returnKind' | 'paymentStatus' | 'exchangeOf'>,
): boolean =>
  order.status !== 'cancelled' &&
  order.returnKind === null &&
  (order.status !== 'pending' || order.paymentStatus === 'paid') &&
  order.exchangeOf === null;

export type OrderMoney = {
  /** Money given back for lines that came back (or taken off the bill before the cash was collected). */
  refunded: number;
  /** What the order comes to after returns: its total less what was given back, never below 0. */
  netTotal: number;
  /**
   * Cash the courier still collects or owes for an unpaid, live COD order: its total less what was taken
   * off it (a refund given back in cash after delivery does not lower it: the rider collected that); else 0.
   */
  toCollect: number;
  /** What the order brought in: its net total when it is a sale, else 0. */
  revenue: number;
};

export function orderMoney(
  order: Pick<
    CoreOrder,
    'status' | 'returnKind' | 'paymentMethod' | 'paymentStatus' | 'exchangeOf' | 'total' | 'changes'
  >,
): OrderMoney {
  const refunded = refundedOf(order);
  const netTotal = Math.max(0, order.total - refunded);
  return {
    refunded,
    netTotal,
    toCollect: owesAtTheDoor(order) ? Math.max(0, order.total - takenOffOf(order)) : 0,
    revenue: isSaleOrder(order) ? netTotal : 0,
  };
}

// ---- Stock: each change's moves ----

const moveOf = (line: Pick<CoreLine, 'productId' | 'title' | 'size' | 'color'>, pieces: number): StockMove => ({
  productId: line.productId,
  title: line.title,
  size: line.size,
  color: line.color,
  pieces,
});

/** Placing an order takes every piece of its lines. */
export const placeMoves = (lines: Omit<CoreLine, 'id' | 'paid' | 'unitPrice'>[]) =>
  lines.map((line) => moveOf(line, -line.quantity));

/**
 * A status or parcel change (cancel, refuse, returned, delivered, reopen, undo a return): the pieces
 * still out go back when the order stops holding them, and are taken again when it starts to. Pieces
 * that came back on their own are on the shelf already, or went out as an exchange: they never move here.
 */
export function holdingMoves(order: CoreOrder, next: Pick<CoreOrder, 'status' | 'returnKind'>): StockMove[] {
  const before = holdsStock(order);
  const after = holdsStock(next);
  if (before === after) return [];
  const sign = before ? 1 : -1;
  return order.lines.map((line) => moveOf(line, sign * piecesOut(order, line))).filter((move) => move.pieces !== 0);
}

/** Pieces of one line that can come back now, or why none can. */
function lineThatCanComeBack(order: CoreOrder, lineId: number, pieces: number): CoreLine | Refusal {
  const line = order.lines.find((candidate) => candidate.id === lineId);
  if (!line) return refuse('NOT_FOUND', 'Order line not found');
  if (order.status === 'cancelled' || !leftTheShop(order))
    return refuse(
      'CONFLICT',
      'Only pieces of a parcel that was shipped can come back. An order that never left can be changed or cancelled instead.',
    );
  if (order.returnKind !== null)
    return refuse('CONFLICT', 'This whole parcel came back already: its pieces are back in stock.');
  const out = piecesOut(order, line);
  if (pieces > out)
    return refuse(
      'CONFLICT',
      out === 0
        ? `Every piece of ${line.title} (${variantLabel(line.size, line.color)}) has come back already.`
        : `Only ${out} of ${line.title} (${variantLabel(line.size, line.color)}) can still come back.`,
    );
  return line;
}

/**
 * Why an exchange order's pieces are not returned on it (decision 0136): they went out free, and what the
 * shopper paid for them is on the order they replaced pieces of. The server refuses with it; the order card
 * offers no Return on an exchange order, and the shopper's page offers an exchange only (decision 0141).
 */
export const exchangedPiecesNotReturned = (exchangeOf: string) =>
  `These pieces went out free, in exchange for pieces of order ${exchangeOf}: the shopper paid for them on ${exchangeOf}. The app does not record a return of exchanged pieces yet: exchange them again for another size or colour here, or see ${exchangeOf} for what the shopper paid and give it back by hand.`;

export type LineReturnPlan = {
  ok: true;
  moves: StockMove[];
  refund: number;
  /** Null when nothing is given back and no way was said (decision 0136): there is no money to send. */
  method: RefundWay | null;
  /** The refund is left to the owner or a manager, to record later (decision 0133). */
  toDecide: boolean;
};

/**
 * Pieces of a line come back with money given back: the pieces go to their cell, the refund is at most
 * what they cost the shopper, and is made the way the order allows now (refundWay). `limit` is the
 * refund limit of whoever records it (null: none). When it is below what the pieces cost and less than
 * that was refunded, the refund is theirs to leave, not to decide: it stays on the order as a refund
 * to decide until someone allowed records it (decision 0133). A return that gives nothing back needs no
 * way said (decision 0136: a piece nothing was paid for, or the desk leaving the refund to the owner);
 * any refund above 0 does.
 */
export function planLineReturn(
  order: CoreOrder,
  lineId: number,
  pieces: number,
  refund: number,
  asked: RefundWay | undefined,
  limit: number | null = null,
): LineReturnPlan | Refusal {
  // The shopper paid for an exchange order's pieces on the order they replace (decision 0136).
  if (order.exchangeOf !== null) return refuse('CONFLICT', exchangedPiecesNotReturned(order.exchangeOf));
  const line = lineThatCanComeBack(order, lineId, pieces);
  if ('ok' in line) return line;
  const cap = refundCap(order, line, pieces);
  if (refund > cap)
    return refuse(
      'VALIDATION',
      `The refund cannot be more than the shopper paid for ${pieces} piece(s) of ${line.title}: ${formatPrice(cap)}.`,
    );
  const way = refund === 0 && asked === undefined ? ({ ok: true, method: null } as const) : refundWay(order, asked);
  if (!way.ok) return way;
  const toDecide = limit !== null && limit < cap && refund < cap;
  return { ok: true, moves: [moveOf(line, pieces)], refund, method: way.method, toDecide };
}

export type ExchangePlan = { ok: true; moves: StockMove[]; line: CoreLine };

/**
 * Pieces of a line exchanged for the same shirt in another size or colour: the old pieces go back to
 * their cell, the new ones are taken from theirs (the caller refuses when it is short). `cells` are
 * the sizes and colours the shirt is made in today; null when it is no longer sold.
 */
export function planExchange(
  order: CoreOrder,
  lineId: number,
  pieces: number,
  to: { size: string; color: string },
  cells: { size: string; color: string }[] | null,
): ExchangePlan | Refusal {
  const line = lineThatCanComeBack(order, lineId, pieces);
  if ('ok' in line) return line;
  if (to.size === line.size && to.color === line.color)
    return refuse('VALIDATION', 'Choose another size or colour to exchange for.');
  if (!cells)
    return refuse('CONFLICT', `${line.title} is no longer sold, so it cannot be exchanged. Record a refund instead.`);
  if (!cells.some((cell) => cell.size === to.size && cell.color === to.color))
    return refuse('VALIDATION', `${line.title} is not made in ${variantLabel(to.size, to.color)}.`);
  return {
    ok: true,
    moves: [moveOf(line, pieces), { ...moveOf(line, -pieces), size: to.size, color: to.color }],
    line,
  };
}

/**
 * Whether a change undoes the exchange an exchange order carries (issue 33 item 3, decision 0147): the
 * order stops holding its pieces (cancelled, or its parcel refused at the door or returned) before it was
 * delivered. The rider collects the replaced pieces when he delivers the new ones, so until then they are
 * still with the customer: the shop has its new pieces back and not the old ones. A delivered exchange
 * whose parcel is later returned brought the old pieces in at the door, and they stay on the shelf.
 */
export const undoesExchange = (
  order: Pick<CoreOrder, 'exchangeOf' | 'status' | 'returnKind'>,
  next: Pick<CoreOrder, 'status' | 'returnKind'>,
) => order.exchangeOf !== null && order.status !== 'delivered' && holdsStock(order) && !holdsStock(next);

/**
 * The exchange is undone (undoesExchange): its new pieces go back (holdingMoves on the exchange order),
 * and the pieces it replaced count as with the customer again, so they can be exchanged or refunded
 * afresh: taken off the shelf they were put back on when the exchange was made.
 */
export function exchangeCancelMoves(original: CoreOrder, exchange: CoreChange): StockMove[] {
  const line = original.lines.find((candidate) => candidate.id === exchange.itemId);
  return line && !exchange.cancelled ? [moveOf(line, -exchange.quantity)] : [];
}

/**
 * A parcel recorded as come back by mistake is undone on an exchange order (decision 0147): the exchange
 * counts again, so the pieces it replaced go back on the shelf, as when it was made. Only while those
 * pieces are still out with the customer on the original order: once they were exchanged again, returned,
 * or came back with the original's parcel, putting them back would count them twice.
 */
export function exchangeRestoreMoves(
  original: CoreOrder,
  exchange: CoreChange,
): { ok: true; moves: StockMove[] } | Refusal {
  const line = original.lines.find((candidate) => candidate.id === exchange.itemId);
  if (!line || !exchange.cancelled) return { ok: true, moves: [] };
  if (!holdsStock(original) || piecesOut(original, line) < exchange.quantity)
    return refuse(
      'CONFLICT',
      `The piece this exchange replaced (${line.title}, ${variantLabel(line.size, line.color)}) is no longer with the customer on order ${original.orderRef}: it was returned or exchanged again since. Leave this parcel as come back, and record a new exchange on ${original.orderRef} if one is needed.`,
    );
  return { ok: true, moves: [moveOf(line, exchange.quantity)] };
}

export type EditPlan = { ok: true; moves: StockMove[] };

/**
 * The owner's edit before shipping: each size and colour gives back what the order no longer needs
 * and takes what it needs more of. A line with pieces that came back is history and stays as it is
 * (issue 33 item 2): changing it would give back pieces already on the shelf and lose its refund.
 */
export function planEdit(
  order: CoreOrder,
  wanted: { productId: string; size: string; color: string; quantity: number; title: string }[],
): EditPlan | Refusal {
  const cell = (line: { productId: string; size: string; color: string }) =>
    `${line.productId}|${line.size}|${line.color}`;
  const wantedByCell = new Map(wanted.map((line) => [cell(line), line]));
  const moves: StockMove[] = [];
  for (const line of order.lines) {
    const next = wantedByCell.get(cell(line))?.quantity ?? 0;
    if (next === line.quantity) continue;
    if (piecesBack(order, line.id) > 0 || order.changes.some((change) => change.itemId === line.id))
      return refuse(
        'CONFLICT',
        `Pieces of ${line.title} (${variantLabel(line.size, line.color)}) came back already (a refund or an exchange is recorded): that line stays as it is. Record more pieces coming back as a return or an exchange, or place a new order by hand for new pieces.`,
      );
    moves.push(moveOf(line, line.quantity - next));
  }
  const held = new Set(order.lines.map(cell));
  for (const line of wanted.filter((candidate) => !held.has(cell(candidate)))) moves.push(moveOf(line, -line.quantity));
  return { ok: true, moves: moves.filter((move) => move.pieces !== 0) };
}
