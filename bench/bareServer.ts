// The yardstick for the catalog benches: a bare Express route in a process of its own.
import express from 'express';
import type { AddressInfo } from 'node:net';

const app = express();
app.get('/bare', (_req, res) => {
  res.json({ success: true, data: [] });
});
const server = app.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
