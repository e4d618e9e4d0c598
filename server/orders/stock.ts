import { variantLabel } from '../../common/variants';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';

/**
 * Pieces of one size and colour of one product (product_variants), taken and given back. The
 * statements run on the shop's one connection, so inside whatever transaction the caller has open,
 * and are compiled once for it (db/client.ts). products.stock follows by trigger (migration 0008).
 */

export type Piece = { productId: string; size: string; color: string; quantity: number };

/** Takes the pieces when that many are left of their size and colour; false (and nothing taken) when not. */
export const takePieces = (db: Db, { productId, size, color, quantity }: Piece): boolean =>
  // Taken only when enough is left: the check and the decrement are one statement.
  db.$client
    .prepare(
      'update product_variants set stock = stock - ? where product_id = ? and size = ? and color = ? and stock >= ?',
    )
    .run(quantity, productId, size, color, quantity).changes > 0;

/** Gives the pieces back to their size and colour; a size, colour or product no longer sold has nothing to give back to. */
export const givePiecesBack = (db: Db, { productId, size, color, quantity }: Piece): void =>
  void db.$client
    .prepare('update product_variants set stock = stock + ? where product_id = ? and size = ? and color = ?')
    .run(quantity, productId, size, color);

/** How many of this size and colour are left; undefined when the product (or that size or colour) is no longer sold. */
export const piecesLeft = (db: Db, productId: string, size: string, color: string): number | undefined =>
  db.$client
    .prepare('select stock from product_variants where product_id = ? and size = ? and color = ?')
    .pluck()
    .get(productId, size, color) as number | undefined;

/** Takes the pieces or refuses with the shopper's message: how many are left of that size and colour. */
export function takePiecesOrRefuse(db: Db, piece: Piece & { title: string }): void {
  if (takePieces(db, piece)) return;
  const left = piecesLeft(db, piece.productId, piece.size, piece.color) ?? 0;
  const which = `${piece.title} in ${variantLabel(piece.size, piece.color)}`;
  throw new AppError(
    'OUT_OF_STOCK',
    left > 0
      ? `Only ${left} of ${which} left in stock. Please lower the quantity.`
      : `${which} is sold out. Please remove it from your cart or choose another size or colour.`,
    { productId: piece.productId, size: piece.size, color: piece.color, available: left },
  );
}
