/** What neither linter reads: installed packages, builds, data folders and test output. */
export const ignoredPaths = [
  '**/node_modules/**',
  '**/dist/**',
  '**/dist-ssr/**',
  '**/data/**',
  'test-results/**',
  'playwright-report/**',
  'coverage/**',
];
