// Prints the closing count of every test run recorded in TEST_REPORT_DIR: Vitest's and
// Playwright's JSON reports, added up, after one line per Playwright project (desktop, phone,
// phone-profile) so a project that ran nothing shows.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const directory = process.env.TEST_REPORT_DIR;
if (!directory) {
  console.error('TEST_REPORT_DIR is not set');
  process.exit(2);
}

/** Playwright's tests by project: every spec of every (nested) suite. */
function countByProject(suites, counts = new Map()) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const entry = counts.get(test.projectName) ?? { passed: 0, failed: 0, skipped: 0 };
        if (test.status === 'expected' || test.status === 'flaky') entry.passed += 1;
        else if (test.status === 'unexpected') entry.failed += 1;
        else entry.skipped += 1;
        counts.set(test.projectName, entry);
      }
    }
    countByProject(suite.suites, counts);
  }
  return counts;
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(directory).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(directory, file), 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    for (const [project, entry] of countByProject(report.suites)) {
      console.log(
        `  ${file} ${project}: ${entry.passed} passed, ${entry.failed} failed, ${entry.skipped} skipped`,
      );
    }
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
