/*
 * An order's reference and a checkout attempt's key, free of zod so the checkout page makes its key
 * without downloading the schemas (issue 38: first-load JavaScript); common/orders.ts re-exports them.
 */

/** 'ORD-' plus 9 uppercase letters or digits (docs/product.md §9). */
export const ORDER_REF_PATTERN = /^ORD-[A-Z0-9]{9}$/;
const REF_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A fresh reference (docs/product.md §9), made by the server for each order. Web Crypto: the same in browsers and in Node. */
export function newOrderRef(): string {
  return `ORD-${randomText(9)}`;
}

/**
 * A checkout attempt's own key: sent with the order, so that pressing Place Order again after a lost
 * answer gets the same order back instead of placing it twice (server/orders/placement.ts).
 */
export const newCheckoutKey = () => randomText(20);
export const CHECKOUT_KEY_PATTERN = /^[A-Z0-9]{20}$/;

function randomText(length: number): string {
  const random = globalThis.crypto.getRandomValues(new Uint32Array(length));
  return Array.from(random, (value) => REF_ALPHABET[value % REF_ALPHABET.length]).join('');
}
