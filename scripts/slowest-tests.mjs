// Prints the ten slowest test files of each test report named on the command line (Vitest's or
// Playwright's JSON report), so that the next slow test is seen the day it arrives (issue 27).
// A Vitest file's time is from its start to its end, its setup included; a Playwright file's is
// the sum of its tests' runs (hooks and fixtures included), whichever workers ran them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SHOWN = 10;
const repository = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Playwright: milliseconds by spec file, over every (nested) suite, project and retry. */
function playwrightFiles(suites, times = new Map()) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      const spent = (spec.tests ?? [])
        .flatMap((test) => test.results ?? [])
        .reduce((sum, result) => sum + (result.duration ?? 0), 0);
      times.set(spec.file, (times.get(spec.file) ?? 0) + spent);
    }
    playwrightFiles(suite.suites, times);
  }
  return times;
}

/** Vitest: milliseconds by test file, and how many tests it ran. */
function vitestFiles(report) {
  return new Map(
    report.testResults.map((file) => [
      path.relative(repository, file.name),
      Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)),
    ]),
  );
}

for (const reportFile of process.argv.slice(2)) {
  if (!existsSync(reportFile)) {
    console.log(`\n${path.basename(reportFile)}: no report (the run did not get that far)`);
    continue;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const times = 'testResults' in report ? vitestFiles(report) : playwrightFiles(report.suites);
  const total = [...times.values()].reduce((sum, ms) => sum + ms, 0);
  const slowest = [...times].sort((a, b) => b[1] - a[1]).slice(0, SHOWN);
  console.log(
    `\n::: The ${slowest.length} slowest of ${times.size} files in ${path.basename(reportFile)} ` +
      `(${(total / 1000).toFixed(0)} s of test time in all):`,
  );
  for (const [file, ms] of slowest) {
    console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
  }
}
