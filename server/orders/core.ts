import { asc, eq } from 'drizzle-orm';
import { coreChangeOf, type CoreOrder, type Refusal, type StockMove } from '../../common/orderChanges';
import type { Db, Queryable } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { orderItems, orderLineChanges, orders } from './schema';
import { givePiecesBack, piecesLeft, takePieces, takePiecesOrRefuse } from './stock';
import type { OrderRow } from './shapes';

/*
 * The server's side of the order core (common/orderChanges.ts; decision 0055): it reads an order as
 * the core needs it, and applies the stock moves the core answers, inside the caller's transaction.
 * The core decides; this only reads and writes.
 */

/** The order with its lines and the pieces that came back, as the core reads it. */
export function loadCoreOrder(db: Queryable, orderRef: string): { row: OrderRow; order: CoreOrder } {
  const row = db.select().from(orders).where(eq(orders.orderRef, orderRef)).get();
  if (!row) throw notFound('Order not found');
  return { row, order: coreOrderOf(db, row) };
}

export function coreOrderOf(db: Queryable, row: OrderRow): CoreOrder {
  const lines = db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderRef, row.orderRef))
    .orderBy(asc(orderItems.id))
    .all();
  const changes = db.select().from(orderLineChanges).where(eq(orderLineChanges.orderRef, row.orderRef)).all();
  return {
    orderRef: row.orderRef,
    status: row.status,
    returnKind: row.returnKind,
    shippedAt: row.shippedAt,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    total: row.total,
    exchangeOf: row.exchangeOf,
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      title: line.title,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      paid: line.paid,
    })),
    changes: changes.map((change) => coreChangeOf(change.itemId, change)),
  };
}

/** The core's refusal as the API's error; a plan passes through. */
export function orRefuse<T extends { ok: true }>(plan: T | Refusal): T {
  if (!plan.ok) throw new AppError(plan.code, plan.message);
  return plan;
}

/**
 * Applies stock moves: pieces given back to their cells first, then taken, each take refused (the
 * caller's transaction rolls back) when the cell is short. A size, colour or product no longer sold
 * has nothing to give back; taking from it is refused when `sold` is 'now' (new pieces going out:
 * an edit, an exchange) and passed over for pieces the order held before (reopening an old order).
 */
export function applyStockMoves(db: Db, moves: StockMove[], sold: 'now' | 'before' = 'before'): void {
  for (const move of moves.filter((candidate) => candidate.pieces > 0))
    givePiecesBack(db, { ...move, quantity: move.pieces });
  for (const move of moves.filter((candidate) => candidate.pieces < 0)) {
    const piece = { ...move, quantity: -move.pieces };
    if (sold === 'now') {
      takePiecesOrRefuse(db, piece);
      continue;
    }
    if (takePieces(db, piece)) continue;
    const left = piecesLeft(db, move.productId, move.size, move.color);
    if (left !== undefined)
      throw new AppError(
        'OUT_OF_STOCK',
        `Only ${left} of ${move.title} in ${move.size} / ${move.color} left in stock, and this order needs ${piece.quantity}. Restock it first, or leave the order as it is.`,
        { productId: move.productId, size: move.size, color: move.color, available: left },
      );
  }
}
