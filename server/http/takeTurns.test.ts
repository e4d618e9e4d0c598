import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { REQUESTS_PER_TURN, takeTurns } from './takeTurns';

const nextTurn = () => new Promise(setImmediate);

describe('takeTurns (issue 12: an order waited seconds to be accepted behind busy connections)', () => {
  it('goes on with a request only in a later turn of the event loop, not in the read that brought it', async () => {
    const seen: string[] = [];
    takeTurns({} as Request, {} as Response, () => seen.push('request handled'));
    seen.push('read finished');
    // Promise callbacks still run within the read's own turn: the request must not be handled there.
    await Promise.resolve();
    expect(seen).toEqual(['read finished']);
    await nextTurn();
    expect(seen).toEqual(['read finished', 'request handled']);
  });

  it(`answers at most ${REQUESTS_PER_TURN} requests per turn, in the order they came`, async () => {
    const handled: number[] = [];
    const count = REQUESTS_PER_TURN * 2 + 3;
    for (let request = 0; request < count; request++) takeTurns({} as Request, {} as Response, () => handled.push(request));
    await nextTurn();
    expect(handled).toEqual([...Array(REQUESTS_PER_TURN).keys()]);
    await nextTurn();
    expect(handled).toHaveLength(REQUESTS_PER_TURN * 2);
    await nextTurn();
    expect(handled).toEqual([...Array(count).keys()]);
  });
});
