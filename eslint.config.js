import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
