import { defineConfig } from 'vitest/config';
import { testDataFolderForThisRun } from './server/testing/templateShop';

// Test shops' data and templates go in one folder removed when the run ends (server/testing/templateShop.ts).
testDataFolderForThisRun();

export default defineConfig({
  test: {
    include: [
      'common/**/*.test.ts',
      'scripts/**/*.test.mjs',
      'server/**/*.test.ts',
      'storefront/**/*.test.{ts,tsx}',
      'renderer/**/*.test.{ts,tsx}',
      'electron/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    // Every API answer is checked against its contract schema in tests (server/http/route.ts).
    env: { SHOP_CHECK_RESPONSES: '1' },
    // API tests each open a real SQLite file; bcrypt and sharp are CPU-bound. Keep the 2-core machines calm.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
