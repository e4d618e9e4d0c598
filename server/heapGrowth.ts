import v8 from 'node:v8';

/**
 * How far V8 lets the heap grow past what survived its last full collection, in percent. Left to
 * itself V8 picks up to 300% from how fast it collects, and a rush's short-lived answers, parsed
 * bodies and rows then hold the shop at three to five times its live heap (decision 0123).
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Sets the heap's growing factor for this process. Launch flags cannot reach the desktop app's main
 * process, where the server runs; this one V8 reads at every full collection, so it applies when
 * set at run time. It caps nothing: a large import or backup still gets all the heap it needs.
 */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
