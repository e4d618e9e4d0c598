/** What an order line is for merging: a product's size and colour, and how many. */
type Line = { id: string; size: string; color: string; quantity: number };

/**
 * Lines for the same product, size and colour are one line. Shared by placement, order edits and
 * the discount preview, so a code is priced on the same lines the order will hold.
 */
export function mergeLines<T extends Line>(items: readonly T[]): T[] {
  const merged = new Map<string, T>();
  for (const item of items) {
    const key = `${item.id}|${item.size}|${item.color}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + item.quantity } : { ...item });
  }
  return [...merged.values()];
}
