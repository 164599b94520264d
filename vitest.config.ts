import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** CI collects machine-readable results in TEST_REPORT_DIR to print one closing count. */
const reportDir = process.env['TEST_REPORT_DIR'];
const webSource = fileURLToPath(new URL('./apps/web/src', import.meta.url));
const reportName = process.env['TEST_DATABASE_URL'] ? 'vitest-postgres' : 'vitest-pglite';

/**
 * One Vitest run for the whole monorepo, one project per workspace.
 * `npx vitest run --project server` runs one of them.
 * The web project holds the web app's pure logic (no DOM): what the browser tests would show
 * only slowly or indirectly. The dom project renders hooks and components in jsdom with Testing
 * Library (`*.test.tsx` beside the code): focus, form state, what a screen reader is told.
 */
export default defineConfig({
  test: {
    reporters: reportDir
      ? ['default', ['json', { outputFile: `${reportDir}/${reportName}.json` }]]
      : ['default'],
    // `npm run test:coverage`: which lines the unit and API tests run (the browser tests and the
    // servers some tests start in child processes are not measured). A summary prints at the end;
    // coverage/index.html has the line-by-line report.
    coverage: {
      provider: 'v8',
      include: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.d.ts'],
      reporter: ['text-summary', 'html', 'json-summary'],
      reportsDirectory: 'coverage',
    },
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          // Migrates one template database; every test file restores its own copy (or, with
          // TEST_DATABASE_URL set, creates its own PostgreSQL database).
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          setupFiles: ['apps/server/test/support/fail-on-console-error.ts'],
          hookTimeout: 30_000,
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias: { '@': webSource } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: { '@': webSource } },
        test: {
          name: 'dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/dom-test-setup.ts'],
        },
      },
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
