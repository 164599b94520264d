import { formatter } from '@lingui/format-json';
import type { LinguiConfig } from '@lingui/conf';

/**
 * The store's message catalogues (issue 29, decision 027): one JSON file per language of
 * `message key → ICU message`, English the source. The Vite plugin compiles each into a chunk of
 * its own, loaded only for its language, and fails the build on a key a language lacks.
 */
const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: ['en', 'hi', 'mr'],
  fallbackLocales: false,
  // The frame's messages (the first load's), the other pages' (decision 027), and the student
  // area's: an account, the player, certificates and projects (decision 030).
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] },
    { path: '<rootDir>/src/locales/pages/{locale}', include: ['<rootDir>/src'] },
    { path: '<rootDir>/src/locales/student/{locale}', include: ['<rootDir>/src'] },
  ],
  format: formatter({ style: 'minimal' }),
};

export default config;
