import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { useMemoryScratch } from './scripts/memory-scratch.ts';

useMemoryScratch();

/** CI collects machine-readable results in TEST_REPORT_DIR to print one closing count. */
const reportDir = process.env['TEST_REPORT_DIR'];
const webSource = fileURLToPath(new URL('./apps/web/src', import.meta.url));
const reportName = process.env['TEST_DATABASE_URL'] ? 'vitest-postgres' : 'vitest-pglite';

const serverTestFiles = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

/**
 * The server's test files that replace a module with `vi.mock`: they need fresh modules, so they
 * run in workers of their own (the `server-mocks` project). Found by reading the files, so a new
 * one cannot land in the shared workers by mistake.
 */
function serverTestsReplacingModules(): string[] {
  const found: string[] = [];
  const visit = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.test.ts') && readFileSync(file, 'utf8').includes('vi.mock(')) {
        found.push(file);
      }
    }
  };
  const repository = fileURLToPath(new URL('.', import.meta.url));
  for (const root of ['apps/server/src', 'apps/server/test']) visit(path.join(repository, root));
  return found.map((file) => path.relative(repository, file));
}
const replacingModules = serverTestsReplacingModules();

const serverTests = {
  environment: 'node',
  // Migrates one template database; every test file restores its own copy (or, with
  // TEST_DATABASE_URL set, creates its own PostgreSQL database from a template).
  globalSetup: ['apps/server/test/support/global-setup.ts'],
  setupFiles: ['apps/server/test/support/fail-on-console-error.ts'],
  // A test starved of CPU for a while (a slow CI day, a developer's other work) is not a
  // failure; a hang still is, after three minutes. `npm test` runs these beside the browser
  // tests: on a slow day (2026-11-29) the tests that run the command-line tools took eight times
  // as long as alone (a backup round trip 17 s alone, 123 s there), past the one minute this was.
  hookTimeout: 300_000,
  testTimeout: 180_000,
} as const;

/**
 * The web app's tests have the same hang timeouts: `npm test` runs them beside the browser tests,
 * and a jsdom test typing into a form was starved past Vitest's 5 s.
 */
const hangTimeouts = { hookTimeout: serverTests.hookTimeout, testTimeout: serverTests.testTimeout } as const;

/**
 * One Vitest run for the whole monorepo, one project per workspace.
 * `npx vitest run --project server` runs one of them.
 * The web project holds the web app's pure logic (no DOM): what the browser tests would show
 * only slowly or indirectly. The dom project renders hooks and components in jsdom with Testing
 * Library (`*.test.tsx` beside the code): focus, form state, what a screen reader is told.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on this 2-core machine. The
    // API tests spend much of their time waiting (child processes, timers, the database): alone,
    // three workers ran the suite in 127 s; one took 526 s beside the browser tests
    // (docs/benchmarks.md, "The test suite").
    maxWorkers: Math.max(3, availableParallelism() - 1),
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
          ...serverTests,
          include: serverTestFiles,
          exclude: replacingModules,
          // A worker keeps its modules from one test file to the next instead of importing the
          // whole app again for each (about 2 s of CPU a file). The tests share no module state:
          // each builds its own app on its own database.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-mocks',
          ...serverTests,
          include: replacingModules,
        },
      },
      {
        resolve: { alias: { '@': webSource } },
        test: {
          name: 'web',
          ...hangTimeouts,
          include: ['apps/web/src/**/*.test.ts'],
          setupFiles: ['apps/web/src/english-test-setup.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        resolve: { alias: { '@': webSource } },
        test: {
          name: 'dom',
          ...hangTimeouts,
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/dom-test-setup.ts'],
          // Each file still gets a fresh jsdom, but a worker keeps React, Testing Library and the
          // app's modules from one file to the next: 42 → 23 s of CPU for the web tests (issue
          // 27). A test that needs a module's state fresh asks for it (vi.resetModules).
          isolate: false,
        },
      },
      {
        test: {
          name: 'shared',
          ...hangTimeouts,
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
