import express from 'express';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { testShopForFile } from '../testing/fileShop';
import { createAnswerCache } from './answerCache';

const shop = testShopForFile();

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/**
 * A server of pages kept within `budget` bytes, made from nothing the shop changes, so only the
 * budget drops them; `made` lists the pages it had to make, in order.
 */
async function pagesKeptWithin(budget: number, text: () => string) {
  const answers = createAnswerCache(shop.deps.db, budget);
  const made: string[] = [];
  /** The bytes each answer was sent as, the cache's own Buffers. */
  const sent: Buffer[] = [];
  const app = express();
  app.get('/page/:name', (req, res) => {
    const { name } = req.params;
    const send = res.send.bind(res);
    res.send = (body) => {
      if (Buffer.isBuffer(body)) sent.push(body);
      return send(body);
    };
    answers.sendCatalog(req, res, name, () => {
      made.push(name);
      return { json: JSON.stringify({ name, text: text() }), shows: [] };
    });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  closers.push(() => server.close());
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const open = async (...names: string[]) => openAs('br', ...names);
  const openAs = async (acceptEncoding: string, ...names: string[]) => {
    for (const name of names) {
      const answer = await fetch(`${url}/page/${name}`, { headers: { 'accept-encoding': acceptEncoding } });
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
    }
  };
  return { made, sent, open, openAs };
}

describe('the kept answers, within their budget of bytes', () => {
  it('drops the answer asked for least recently first, so a page shoppers keep opening stays kept', async () => {
    // Answers of about 1 KB (their Brotli bytes are a few dozen): room for three, not for four.
    const { made, open } = await pagesKeptWithin(3_500, () => 'x'.repeat(970));
    await open('home', 'kurtas', 'polos');
    expect(made).toEqual(['home', 'kurtas', 'polos']);
    // Home is asked for again: now kurtas is the one asked for least recently.
    await open('home', 'linen');
    expect(made).toEqual(['home', 'kurtas', 'polos', 'linen']);
    await open('home', 'polos', 'linen');
    expect(made, 'home, polos and linen are kept').toEqual(['home', 'kurtas', 'polos', 'linen']);
    await open('kurtas');
    expect(made, 'kurtas was dropped for linen').toEqual(['home', 'kurtas', 'polos', 'linen', 'kurtas']);
  });

  it('counts the encodings it keeps against the budget, not only the JSON', async () => {
    // Random text barely compresses: each answer keeps about 1.2 KB of JSON (over the 1 KiB that is
    // compressed at all) and 0.9 KB of Brotli. Two answers' JSON would fit in 3 KB, not with their Brotli.
    const { made, open } = await pagesKeptWithin(3_000, () => randomBytes(900).toString('base64'));
    await open('home', 'kurtas', 'home');
    expect(made, 'two answers with their Brotli bytes do not fit').toEqual(['home', 'kurtas', 'home']);
  });

  it('holds no more memory for a kept answer than its bytes, which the budget counts', async () => {
    // Answers of about 3 KB: Buffer.from() cuts their JSON from a shared 8 KiB pool, and zlib's sync
    // calls return their Brotli cut from a 16 KiB chunk. A kept cut holds the whole.
    const { sent, open, openAs } = await pagesKeptWithin(1_000_000, () => 'shirt '.repeat(500));
    await open('home', 'home', 'home');
    await openAs('identity', 'kurtas', 'kurtas');
    const [keptBrotli, keptJson] = [sent[2]!, sent[4]!];
    expect(keptBrotli.length).toBeLessThan(1_000);
    expect(keptJson.length).toBeGreaterThan(3_000);
    for (const kept of [keptBrotli, keptJson]) expect(kept.buffer.byteLength).toBe(kept.length);
  });
});
