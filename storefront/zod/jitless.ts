import { config } from 'zod/v4/core';

/*
 * Zod compiles a fast parser for each object schema with `new Function`, after probing whether the
 * page may evaluate strings. The shop's Content-Security-Policy forbids it (no 'unsafe-eval'), so the
 * probe fails quietly, yet Chrome still reports the violation as an issue, and Lighthouse takes 4
 * best-practice points off every page that builds a schema (/checkout, /track-order: issue 38).
 * Jitless, zod neither probes nor compiles; a shopper's form parses in microseconds either way.
 * This must run before the first schema is built, hence its own module, imported first by ./index.ts.
 */
config({ jitless: true });
