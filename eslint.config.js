import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { moduleOwnership } from './eslint/module-ownership.js';

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Shared → features → app, and no feature reaches into another (bulletproof-react). */
const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in src/app.',
  })),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features do not import the app layer.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared code does not import features or the app layer.',
  },
  { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP only.' },
  { target: './apps/server', from: './apps/web', message: 'The server does not import the web app.' },
  { target: './packages/shared', from: './apps', message: 'packages/shared depends on no app.' },
  {
    target: ['./apps/server/src/infrastructure', './apps/server/src/lib'],
    from: './apps/server/src/modules',
    message: 'Adapters and helpers know no module: modules use them, and src/adapters.ts wires them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Written into the page as it is, before the app: a classic script for the browser.
    files: ['apps/web/inline/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  ...moduleOwnership,
  {
    // A route file speaks HTTP; SQL stays in services.
    files: ['apps/server/src/**/*routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema/*'],
              message: 'Routes call services; SQL stays in services.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/cli/**', 'scripts/**', 'e2e/**', '**/*.test.ts', 'apps/server/test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Only a route file speaks HTTP: services throw domain errors and never reach the HTTP layer.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*routes.ts'],
    rules: {
      // The base rule: '@typescript-eslint/no-restricted-imports' holds the table-ownership zones
      // of eslint/module-ownership.js for these files, and a later setting would replace them.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/plugins/*'],
              message:
                'Only route files import plugins (the HTTP layer): a service throws domain errors (lib/errors.ts) and takes what it needs as arguments.',
            },
          ],
        },
      ],
    },
  },
);
