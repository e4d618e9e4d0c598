import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { takeTurns } from './takeTurns';

describe('takeTurns (issue 12: an order waited seconds to be accepted behind busy connections)', () => {
  it('goes on with a request only in a later turn of the event loop, not in the read that brought it', async () => {
    const seen: string[] = [];
    takeTurns({} as Request, {} as Response, () => seen.push('request handled'));
    seen.push('read finished');
    // Promise callbacks still run within the read's own turn: the request must not be handled there.
    await Promise.resolve();
    expect(seen).toEqual(['read finished']);
    await new Promise(setImmediate);
    expect(seen).toEqual(['read finished', 'request handled']);
  });
});
