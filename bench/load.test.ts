import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load } from './load';

describe('load', () => {
  const steps: number[] = [];
  const server = createServer((req, res) => {
    steps.push(Number(req.url?.split('/').at(-1)));
    res.end('ok');
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("keeps each connection's state from one request to the next, as a shopper's visit needs", async () => {
    await load('steps', url, {
      seconds: 2,
      nextPath: (connection) => `/step/${(connection.step = Number(connection.step ?? 0) + 1)}`,
    });
    // 50 connections, each counting its own requests: each starts at 1 once, and the counts climb.
    expect(steps.filter((step) => step === 1).length).toBeLessThanOrEqual(50);
    expect(Math.max(...steps)).toBeGreaterThan(1);
  });
});
