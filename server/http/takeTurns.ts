import type { RequestHandler } from 'express';

/** Requests answered between two looks at the network (new connections, new requests). */
export const REQUESTS_PER_TURN = 8;

// One queue per process, not per app: the turns are the process's event loop's, whichever server's
// requests fill them.
const waiting: (() => void)[] = [];
let turnBooked = false;

function answerSome() {
  const now = waiting.splice(0, REQUESTS_PER_TURN);
  turnBooked = false;
  // Booked before answering, so the rest are answered whatever these do.
  if (waiting.length > 0) bookTurn();
  for (const goOn of now) goOn();
}

function bookTurn() {
  turnBooked = true;
  setImmediate(answerSome);
}

/**
 * Requests wait in one queue and are answered a few per turn of the event loop, in the order they
 * came, so that new connections are accepted while the shop is busy. Under the shopper mix of
 * bench/mix.ts (issue 12) an order waited 2 to 7 s between its connect and the server's accept while
 * reads on the 50 open connections were answered in 0.1 to 0.3 s: strace shows Node accepting one
 * connection per turn of the loop, and a turn answered every request that had come in on every open
 * connection (libuv reads a socket up to 32 times per turn, and a client that asks again at once was
 * answered again in the same turn). Going on only from setImmediate ends each read after one
 * request; answering at most REQUESTS_PER_TURN per turn lets the loop accept and read again between
 * them.
 */
export const takeTurns: RequestHandler = (_req, _res, next) => {
  waiting.push(() => next());
  if (!turnBooked) bookTurn();
};
