import express from 'express';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

export type Timing = { median: number; p95: number; max: number };

/** Times `rounds` calls made one after another (as one owner's screen asks), after `warmUp` untimed ones. */
export async function timeCalls(rounds: number, call: () => Promise<void>, warmUp = 3): Promise<Timing> {
  for (let round = 0; round < warmUp; round++) await call();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(rounds / 2)]!,
    p95: times[Math.min(rounds - 1, Math.ceil(rounds * 0.95) - 1)]!,
    max: times.at(-1)!,
  };
}

/**
 * The yardstick for one-at-a-time answers: a bare Express route in this process, asked the same way
 * in the same run. The machine is shared, so a time means something only beside this one.
 */
export async function bareRouteTiming(rounds: number): Promise<Timing> {
  const app = express();
  app.get('/bare', (_req, res) => {
    res.json({ success: true, data: [] });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bare`;
  try {
    return await timeCalls(rounds, async () => {
      await (await fetch(url)).arrayBuffer();
    });
  } finally {
    server.close();
  }
}

export const formatTiming = ({ median, p95, max }: Timing) =>
  `median ${median.toFixed(1)} ms | p95 ${p95.toFixed(1)} ms | max ${max.toFixed(1)} ms`;
