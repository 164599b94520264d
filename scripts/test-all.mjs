#!/usr/bin/env node
// `npm test`: the type check, the lint, the format check and the build side by side; the browser
// tests as soon as the build is there; and the unit and API tests from the start, beside them.
// Each job runs in a session of its own (so a stop reaches the servers and browsers it started),
// and Linux's autogroup scheduling (on in Debian's and most distributions' kernels) shares the
// CPU fairly between sessions before it looks at any process's nice: the browser tests and the
// unit and API tests take turns as equals, whatever nice either is given. This is how the suite
// has run since the unit and API tests were put at nice 19, which therefore never held them back.
// Measured on 2026-12-03 (docs/benchmarks.md, "Twenty-third round"): holding them back for real
// (their session at the lowest priority) sped the browser tests from 574 to 485 s, but the whole
// run took as long (670 s against 638; the suite is bound by the CPU), and jsdom tests starved
// past Testing Library's waits and failed. So they run as equals, at the same priority. A job's
// output is printed in one block when it ends, so logs stay readable; the first failure stops the
// rest, the run ends by naming what failed (the failed tests with their errors, or the failed
// job's last lines), and the exit code is the failed job's.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The runners write their JSON reports here (CI names the folder; otherwise one for this run), and
// each runner's ten slowest files are printed when it ends (issue 27).
process.env.TEST_REPORT_DIR ??= mkdtempSync(path.join(tmpdir(), 'academy-test-reports-'));
const report = (name) => path.join(process.env.TEST_REPORT_DIR, name);

/** Each job starts once the jobs it names in `after` have passed. */
const jobs = [
  { name: 'type check', command: 'npm run typecheck' },
  // `npm run lint` in two jobs: the format check is as much CPU as the lint rules.
  { name: 'lint', command: 'npm run lint:rules' },
  { name: 'format check', command: 'npm run lint:format' },
  { name: 'build', command: 'node scripts/require-chromium.mjs && npm run build' },
  {
    name: 'browser tests',
    command: 'npx playwright test',
    after: ['build'],
    report: report('playwright.json'),
  },
  {
    name: 'unit and API tests',
    command: 'npm run test:unit',
    report: report(process.env.TEST_DATABASE_URL ? 'vitest-postgres.json' : 'vitest-pglite.json'),
  },
];

const TAIL_LINES = 40;
const running = new Set();
/** The first job that failed, with its output, for the run's last words. */
let firstFailed;
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
      if (code !== 0 && !firstFailed)
        firstFailed = { name, report, output: Buffer.concat(output).toString() };
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

let failure = 0;
/** Whether each job passed; `after` names only jobs listed before it, so their outcomes exist. */
const passed = new Map();
for (const job of jobs) {
  const outcome = (async () => {
    const before = await Promise.all((job.after ?? []).map((name) => passed.get(name)));
    if (!before.every(Boolean) || failure !== 0) return false;
    const code = await run(job);
    if (code !== 0 && failure === 0) {
      failure = code;
      stopAll();
    }
    return code === 0;
  })();
  passed.set(job.name, outcome);
}
await Promise.all(passed.values());
if (failure !== 0) {
  console.log(`\n::: npm test failed after ${elapsed(started)}: ${firstFailed.name} failed`);
  const named = firstFailed.report
    ? spawnSync(process.execPath, ['scripts/failed-tests.mjs', firstFailed.report], { encoding: 'utf8' })
        .stdout
    : '';
  if (named.trim()) {
    process.stdout.write(named);
  } else {
    console.log(`::: The last ${TAIL_LINES} lines of its output:`);
    console.log(firstFailed.output.trimEnd().split('\n').slice(-TAIL_LINES).join('\n'));
  }
  process.exit(failure);
}
console.log(`\n::: npm test passed in ${elapsed(started)}`);
