import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The server's layers, bottom first (docs/architecture.md, Server layers). A file in server/<folder>/
 * (or server/<file>.ts for the files at the top) may import from the layers below its own and from its
 * own folder, nothing beside or above it, so no two features import each other. deps.ts is apart: every
 * feature reads it, and it imports types only. Tests and server/testing put the whole shop together and
 * may import anything. scripts/server-imports.mjs counts what the rule leaves: 0 imports in circles.
 */
const SERVER_LAYERS = [
  ['config', 'secrets', 'heapGrowth', 'db'],
  ['http'],
  ['shop', 'images', 'auth'],
  // The activity log stands low: every feature that changes something writes to it (activity/record.ts).
  ['catalog', 'activity', 'uploads', 'contact', 'sizeCharts'],
  ['mail', 'products', 'staff'],
  // Orders, with the discount codes' redemption that runs inside an order's transaction (orders/codeUses.ts).
  ['orders'],
  // What is built on the orders.
  ['discounts', 'reviews', 'analytics', 'admin', 'backup', 'couriers', 'seo', 'storefront', 'demo'],
  // Cash from the couriers reads their adapters (couriers/adapter.ts, registry.ts).
  ['users', 'assistant', 'courierCash'],
  ['customers', 'settings'],
  // The shop put together: the real dependencies and the app, started, then what starts it.
  ['defaultDeps', 'app'],
  ['start'],
  ['main', 'desktop'],
];
const SERVER_ROOT_FILES = new Set(['config', 'secrets', 'heapGrowth', 'deps', 'defaultDeps', 'app', 'start', 'main']);

// A folder missing from the list would escape the rule, and with it every import it makes: name it or fail.
const unlayered = readdirSync(new URL('./server', import.meta.url), { withFileTypes: true })
  .filter((entry) => (entry.isDirectory() ? entry.name !== 'testing' : /^[^.]+\.ts$/.test(entry.name)))
  .map((entry) => entry.name.replace(/\.ts$/, ''))
  .filter((unit) => unit !== 'deps' && !SERVER_LAYERS.flat().includes(unit));
if (unlayered.length)
  throw new Error(
    `server/${unlayered.join(', server/')}: add to SERVER_LAYERS in eslint.config.js (docs/architecture.md, Server layers)`,
  );

const serverLayerRules = SERVER_LAYERS.flatMap((layer, index) =>
  layer.map((unit) => {
    const above = SERVER_LAYERS.slice(index).flat();
    const forbidden = above.filter((other) => other !== unit);
    const inRoot = SERVER_ROOT_FILES.has(unit);
    // From server/<folder>/x.ts the others are '../<name>'; from server/<file>.ts they are './<name>'.
    const prefix = inRoot ? '\\./' : '\\.\\./';
    return {
      files: [inRoot ? `server/${unit}.ts` : `server/${unit}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: forbidden.map((other) => ({
              regex: `^${prefix}${other}(/|$)`,
              message: `server/${unit} is in layer ${index + 1} and ${other} in layer ${SERVER_LAYERS.findIndex((l) => l.includes(other)) + 1} (docs/architecture.md, Server layers): import only from the layers below, or move what both need down a layer.`,
            })),
          },
        ],
      },
    };
  }),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'out',
      'release',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['storefront/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // What each part may import (docs/architecture.md, The shape): front ends share code only through common/.
  {
    files: ['storefront/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(server|renderer|electron)(/|$)',
              message: 'The storefront shares code with the server and the admin app only through common/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(server|storefront|electron)(/|$)',
              message: 'The admin app shares code with the server and the storefront only through common/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(server|storefront|renderer|electron)(/|$)',
              message: 'common/ is shared by every part; it imports none of them.',
            },
            { regex: '^(react|react-dom)(/|$)', message: 'common/ runs on the server too: no React here.' },
            { regex: '^node:', message: 'common/ runs in browsers too: no Node built-ins here.' },
          ],
        },
      ],
    },
  },
  ...serverLayerRules,
  {
    // The types of what the app is built from: read by every layer, so it leaves nothing behind at run time.
    files: ['server/deps.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./',
              allowTypeImports: true,
              message: 'deps.ts is read by every layer: it imports types only (docs/architecture.md, Server layers).',
            },
          ],
        },
      ],
    },
  },
);
