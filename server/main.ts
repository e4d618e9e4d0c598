// Runs the shop server headless: `npm start`, tests of the built app, and owners hosting it themselves.
import { startShopServer } from './start';
import { loadConfig } from './config';

const server = await startShopServer(loadConfig());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
