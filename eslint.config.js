import globals from 'globals';
import { ignoredPaths } from './eslint/ignored-paths.js';

/*
 * oxlint (oxlint.config.js) runs every other rule. These three of ESLint's recommended set it
 * leaves to strict mode or keeps in its nursery, and they still matter in the JavaScript files,
 * above all in the classic script of apps/web/inline (issue 27).
 */
export default [
  {
    ignores: ignoredPaths,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: { 'no-undef': 'error', 'no-dupe-args': 'error', 'no-octal': 'error' },
  },
  {
    // Written into the page as it is, before the app: a classic script for the browser.
    files: ['apps/web/inline/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
];
