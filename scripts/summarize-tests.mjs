// Prints one closing line for every test run recorded in TEST_REPORT_DIR:
// Vitest's and Playwright's JSON reports, added up.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const directory = process.env.TEST_REPORT_DIR;
if (!directory) {
  console.error('TEST_REPORT_DIR is not set');
  process.exit(2);
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
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
