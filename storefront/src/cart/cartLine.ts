// zod/mini: this runs on every page, and the classic API would load more than twice the code.
import * as z from 'zod/mini';
import { sameLine } from './cartRules';

/*
 * The shape of a stored cart line and the reading of a stored cart: the only cart code that needs zod,
 * so the cart context loads it beside the first page rather than in the first chunk (issue 12).
 */

/** A cart line as kept in local storage under 'cart' (docs/product.md §3); price is text like 'PKR 1,200'. */
export const cartLineSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  /** The owner's Urdu title, when there is one: an Urdu reader's cart names the shirt as its page did. */
  titleUrdu: z.optional(z.string()),
  price: z.string(),
  imageUrl: z.optional(z.nullable(z.string())),
  size: z.string().check(z.minLength(1)),
  color: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.minimum(1)),
  productRef: z.optional(z.string()),
  stock: z.optional(z.nullable(z.int())),
});
export type CartLine = z.infer<typeof cartLineSchema>;
export type CartItem = Omit<CartLine, 'quantity'>;

/**
 * Reads whatever local storage holds: drops lines that are not cart lines and merges lines with the
 * same id, size and colour by adding their quantities (docs/product.md §4, Cart quantity).
 */
export function normalizeCart(raw: unknown): CartLine[] {
  if (!Array.isArray(raw)) return [];
  const merged: CartLine[] = [];
  for (const candidate of raw) {
    const parsed = cartLineSchema.safeParse(candidate);
    if (!parsed.success) continue;
    const line = parsed.data;
    const existing = merged.find((other) => sameLine(other, line));
    if (existing) existing.quantity += line.quantity;
    else merged.push({ ...line });
  }
  return merged;
}
