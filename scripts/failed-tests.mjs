// Prints every failed test of the test reports named on the command line (Vitest's or Playwright's
// JSON report) with the start of its error, so that a failed run ends with why it failed: a run's
// log is often read from its tail, and the job that failed printed its output minutes before the
// jobs it stopped printed theirs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ERROR_LINES = 12;
const repository = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// The runner's own stack frames say nothing about the failure.
const firstLines = (text) =>
  // Playwright and Vitest colour their messages; a log file shows the escapes as noise.
  stripVTControlCharacters(text)
    .split('\n')
    .filter((line) => !line.includes('node_modules'))
    .slice(0, ERROR_LINES)
    .join('\n    ');

/** Playwright: each unexpected test, with where it is and its first error. */
function playwrightFailures(suites, failures = []) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const result = test.results?.at(-1);
        const error = result?.errors?.[0]?.message ?? result?.error?.message ?? 'no error recorded';
        failures.push({ where: `[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`, error });
      }
    }
    playwrightFailures(suite.suites, failures);
  }
  return failures;
}

/** Vitest: each failed test, or a file that failed before its tests ran. */
function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const name = path.relative(repository, file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({ where: `${name} ${test.fullName}`, error: test.failureMessages.join('\n') }));
    if (tests.length === 0 && file.status === 'failed') {
      return [{ where: name, error: file.message || 'the file failed' }];
    }
    return tests;
  });
}

for (const reportFile of process.argv.slice(2)) {
  if (!existsSync(reportFile)) continue;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const failures = 'testResults' in report ? vitestFailures(report) : playwrightFailures(report.suites);
  if (failures.length === 0) continue;
  console.log(`\n::: ${failures.length} failed in ${path.basename(reportFile)}:`);
  for (const { where, error } of failures) {
    console.log(`  ✘ ${where}\n    ${firstLines(error)}`);
  }
}
