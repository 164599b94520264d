import { boundaryZones } from './eslint/boundary-zones.js';
import { moduleLayerZones } from './eslint/module-layers.js';
import { moduleOwnership } from './eslint/module-ownership.js';
import { ignoredPaths } from './eslint/ignored-paths.js';

/*
 * The lint of `npm run lint` (issue 27): ESLint's and typescript-eslint's recommended rules,
 * the React hooks rules and the React Compiler's (oxlint's native port), the import cycles,
 * and, through JS plugins, the boundary zones (import-x, with the TypeScript resolver), the
 * order of the server's modules (eslint/module-layers.js) and the module ownership of
 * eslint/module-ownership.js. ESLint (eslint.config.js) keeps only three
 * recommended rules oxlint lacks for JavaScript files.
 */
export default {
  $schema: './node_modules/oxlint/configuration_schema.json',
  plugins: ['typescript', 'import'],
  // Only the rules listed here: the defaults of oxlint's categories are not this project's set.
  categories: { correctness: 'off' },
  env: { builtin: true, es2023: true, node: true },
  ignorePatterns: ignoredPaths,
  jsPlugins: [
    // The native import plugin has no no-restricted-paths: the JS one runs under another name.
    { name: 'import-x-js', specifier: 'eslint-plugin-import-x' },
    { name: 'typescript-eslint-js', specifier: '@typescript-eslint/eslint-plugin' },
    './eslint/module-ownership.js',
  ],
  settings: {
    'import-x/resolver': {
      typescript: {
        project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        noWarnOnMultipleProjects: true,
      },
    },
  },
  rules: {
    'constructor-super': 'error',
    'for-direction': 'error',
    'getter-return': 'error',
    'no-async-promise-executor': 'error',
    'no-case-declarations': 'error',
    'no-class-assign': 'error',
    'no-compare-neg-zero': 'error',
    'no-cond-assign': 'error',
    'no-const-assign': 'error',
    'no-constant-binary-expression': 'error',
    'no-constant-condition': 'error',
    'no-control-regex': 'error',
    'no-debugger': 'error',
    'no-delete-var': 'error',
    'no-dupe-class-members': 'error',
    'no-dupe-else-if': 'error',
    'no-dupe-keys': 'error',
    'no-duplicate-case': 'error',
    'no-empty': 'error',
    'no-empty-character-class': 'error',
    'no-empty-pattern': 'error',
    'no-empty-static-block': 'error',
    'no-ex-assign': 'error',
    'no-extra-boolean-cast': 'error',
    'no-fallthrough': 'error',
    'no-func-assign': 'error',
    'no-global-assign': 'error',
    'no-import-assign': 'error',
    'no-invalid-regexp': 'error',
    'no-irregular-whitespace': 'error',
    'no-loss-of-precision': 'error',
    'no-misleading-character-class': 'error',
    'no-new-native-nonconstructor': 'error',
    'no-nonoctal-decimal-escape': 'error',
    'no-obj-calls': 'error',
    'no-prototype-builtins': 'error',
    'no-redeclare': 'error',
    'no-regex-spaces': 'error',
    'no-self-assign': 'error',
    'no-setter-return': 'error',
    'no-shadow-restricted-names': 'error',
    'no-sparse-arrays': 'error',
    'no-this-before-super': 'error',
    'no-unexpected-multiline': 'error',
    'no-unreachable': 'error',
    'no-unsafe-finally': 'error',
    'no-unsafe-negation': 'error',
    'no-unsafe-optional-chaining': 'error',
    'no-unused-labels': 'error',
    'no-unused-private-class-members': 'error',
    'no-unused-vars': [
      'error',
      {
        argsIgnorePattern: '^_',
        varsIgnorePattern: '^_',
      },
    ],
    'no-useless-backreference': 'error',
    'no-useless-catch': 'error',
    'no-useless-escape': 'error',
    'no-with': 'error',
    'require-yield': 'error',
    'use-isnan': 'error',
    'valid-typeof': 'error',
    'no-array-constructor': 'error',
    'no-unused-expressions': 'error',
    'no-console': [
      'error',
      {
        allow: ['warn', 'error'],
      },
    ],
    'import/no-cycle': 'error',
    'typescript/ban-ts-comment': 'error',
    'typescript/no-duplicate-enum-values': 'error',
    'typescript/no-empty-object-type': 'error',
    'typescript/no-explicit-any': 'error',
    'typescript/no-extra-non-null-assertion': 'error',
    'typescript/no-misused-new': 'error',
    'typescript/no-namespace': 'error',
    'typescript/no-non-null-asserted-optional-chain': 'error',
    'typescript/no-require-imports': 'error',
    'typescript/no-this-alias': 'error',
    'typescript/no-unnecessary-type-constraint': 'error',
    'typescript/no-unsafe-declaration-merging': 'error',
    'typescript/no-unsafe-function-type': 'error',
    'typescript/no-wrapper-object-types': 'error',
    'typescript/prefer-as-const': 'error',
    'typescript/prefer-namespace-keyword': 'error',
    'typescript/triple-slash-reference': 'error',
    'typescript/consistent-type-imports': [
      'error',
      {
        fixStyle: 'inline-type-imports',
      },
    ],
    // `import { type A } from 'x'` still loads x: a shared module's schemas came into the
    // player's chunk that way. Types alone are `import type`.
    'typescript/no-import-type-side-effects': 'error',
  },
  overrides: [
    {
      files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
      rules: {
        'constructor-super': 'off',
        'getter-return': 'off',
        'no-class-assign': 'off',
        'no-const-assign': 'off',
        'no-dupe-class-members': 'off',
        'no-dupe-keys': 'off',
        'no-func-assign': 'off',
        'no-import-assign': 'off',
        'no-new-native-nonconstructor': 'off',
        'no-obj-calls': 'off',
        'no-redeclare': 'off',
        'no-setter-return': 'off',
        'no-this-before-super': 'off',
        'no-unreachable': 'off',
        'no-unsafe-negation': 'off',
        'no-var': 'error',
        'no-with': 'off',
        'prefer-const': 'error',
        'prefer-rest-params': 'error',
        'prefer-spread': 'error',
      },
    },
    {
      files: ['apps/web/**/*.{ts,tsx}'],
      rules: {
        'react/rules-of-hooks': 'error',
        'react/exhaustive-deps': 'warn',
        'react/static-components': 'error',
        'react/use-memo': 'error',
        'react/preserve-manual-memoization': 'error',
        'react/incompatible-library': 'warn',
        'react/immutability': 'error',
        'react/globals': 'error',
        'react/refs': 'error',
        'react/set-state-in-effect': 'error',
        'react/error-boundaries': 'error',
        'react/purity': 'error',
        'react/set-state-in-render': 'error',
        'react/unsupported-syntax': 'warn',
      },
      plugins: ['react'],
      env: {
        browser: true,
      },
    },
    {
      // Issue 29: what a student reads comes from the message catalogues (src/locales), never
      // as literal text in JSX. Punctuation between values may stay.
      files: ['apps/web/src/**/*.tsx'],
      rules: {
        'react/jsx-no-literals': [
          'error',
          { allowedStrings: ['·', '—', '–', '/', '×', '₹', '%', '+', '-', ':', '(', ')', '|', '•', '…'] },
        ],
      },
    },
    {
      // The admin area stays in English (issue 29); tests render what they need.
      files: ['apps/web/src/features/admin/**', 'apps/web/src/**/*.test.tsx'],
      rules: { 'react/jsx-no-literals': 'off' },
    },
    {
      files: ['apps/web/inline/**/*.js'],
      env: {
        browser: true,
      },
    },
    {
      files: ['apps/server/src/cli/**', 'scripts/**', 'e2e/**', '**/*.test.ts', 'apps/server/test/**'],
      rules: {
        'no-console': 'off',
      },
    },

    {
      files: ['apps/**', 'packages/**'],
      rules: {
        'import-x-js/no-restricted-paths': ['error', { zones: [...boundaryZones, ...moduleLayerZones] }],
      },
    },
    ...moduleOwnership,
  ],
};
