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
    const result = await load('steps', url, {
      seconds: 1,
      nextPath: (connection) => `/step/${(connection.step = Number(connection.step ?? 0) + 1)}`,
    });
    expect(result.errors).toBe(0);
    // 50 connections each counting its own requests: the counts climb past the first request's 1.
    expect(steps.length).toBeGreaterThan(100);
    expect(Math.max(...steps)).toBeGreaterThan(2);
    expect(steps.filter((step) => step === 1).length).toBe(50);
  });
});
