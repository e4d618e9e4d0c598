// Runs the shop server headless: `npm start`, tests of the built app, and owners hosting it themselves.
import { startShopServer } from './start';
import { loadConfig } from './config';

const server = await startShopServer(loadConfig());
// A parent process (benches, the crash test) learns the address without reading logs.
process.send?.({ url: server.url });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
