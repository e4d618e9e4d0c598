import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  // Every feature's own tables (docs/architecture.md, Server layers): a new feature's schema.ts is found
  // without a list to keep, and the bottom layer imports no feature.
  schema: './server/*/schema.ts',
  out: './server/db/migrations',
});
