import type { RequestHandler } from 'express';

/**
 * Lets every other connection have its turn before this request is answered. libuv reads a socket up
 * to 32 times in one turn of the event loop, and Node answers each request as it is read: a client
 * that sends its next request the moment an answer arrives is served again and again from that one
 * read, while new connections (a shopper placing an order) wait in the accept queue. Measured under
 * the shopper mix of bench/mix.ts: 2 to 7 s between an order's connect and its accept, while reads on
 * open connections were answered in 0.1 to 0.3 s (issue 12). Going on after setImmediate ends that
 * read, so each connection gets one request per turn and a new one is accepted every turn.
 */
export const takeTurns: RequestHandler = (_req, _res, next) => void setImmediate(next);
