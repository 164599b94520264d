#!/usr/bin/env node
// `npm test`: the type check, the lint and the build side by side (each leaves a core idle much of
// the time), then the browser tests, then the unit and API tests. Those two ran side by side too
// (docs/benchmarks.md, "The test suite"), until a slower day of this 2-core machine took them
// from 9 to 32 minutes, and the browser tests' time budgets and the API tests' stand-ins then
// failed on the starved CPU: alone, each passes. A job's output is printed in one block when it
// ends, so logs stay readable; the first failure stops the rest, and the exit code is the failed
// job's.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The runners write their JSON reports here (CI names the folder; otherwise one for this run), and
// each runner's ten slowest files are printed when it ends (issue 27).
process.env.TEST_REPORT_DIR ??= mkdtempSync(path.join(tmpdir(), 'academy-test-reports-'));
const report = (name) => path.join(process.env.TEST_REPORT_DIR, name);

const stages = [
  [
    { name: 'type check', command: 'npm run typecheck' },
    // `npm run lint` in two jobs: the format check is as much CPU as the lint rules.
    { name: 'lint', command: 'npm run lint:rules' },
    { name: 'format check', command: 'npm run lint:format' },
    { name: 'build', command: 'node scripts/require-chromium.mjs && npm run build' },
  ],
  [{ name: 'browser tests', command: 'npx playwright test', report: report('playwright.json') }],
  [
    {
      name: 'unit and API tests',
      command: 'npm run test:unit',
      report: report(process.env.TEST_DATABASE_URL ? 'vitest-postgres.json' : 'vitest-pglite.json'),
    },
  ],
];

const running = new Set();
const started = Date.now();
const elapsed = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

function run({ name, command, report }) {
  const since = Date.now();
  console.log(`::: ${name}: ${command}`);
  // Its own process group, so a stop reaches the servers and browsers it started.
  const child = spawn(command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const status = code === 0 ? 'passed' : signal ? `stopped (${signal})` : `failed (exit code ${code})`;
      process.stdout.write(`\n::: ${name}: ${status} after ${elapsed(since)}\n`);
      process.stdout.write(Buffer.concat(output));
      if (report) {
        spawn(process.execPath, ['scripts/slowest-tests.mjs', report], { stdio: 'inherit' }).on('close', () =>
          resolve(code ?? 1),
        );
      } else {
        resolve(code ?? 1);
      }
    });
  });
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(143);
});

for (const stage of stages) {
  let failure = 0;
  await Promise.all(
    stage.map(async (job) => {
      const code = await run(job);
      if (code !== 0 && failure === 0) {
        failure = code;
        stopAll();
      }
    }),
  );
  if (failure !== 0) {
    console.log(`\n::: npm test failed after ${elapsed(started)}`);
    process.exit(failure);
  }
}
console.log(`\n::: npm test passed in ${elapsed(started)}`);
