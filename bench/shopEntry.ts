// What the sale and mix benches run: server/main.ts's start, bundled into one file by bundledShop.ts
// as electron-vite bundles the server into the desktop app. A bundle's own folder is not the server's,
// so the project's built front ends and migrations are named as the desktop app names them when it
// runs from the project (electron/layout.ts).
import { shopFiles } from '../electron/layout';
import { loadConfig } from '../server/config';
import { startShopServer } from '../server/start';

const server = await startShopServer(
  loadConfig(),
  shopFiles({
    isPackaged: false,
    resourcesPath: '',
    appPath: process.cwd(), // npm runs the bench from the project's folder
    env: process.env,
  }),
);
process.send?.({ url: server.url });
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
