import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

import { fileURLToPath } from 'node:url';

import { TEST_FILES, featureNames, layerZones } from './layers.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const features = featureNames(new URL('src/', import.meta.url));

/** Imports run down the layers of layers.js, and into another feature only through its index. */
const zones = (tests) => ['error', { basePath: here, zones: layerZones({ features, tests }) }];

/** antd's `App` and static feedback would bring its message, notification and modal code into `main`. */
const ANTD_FEEDBACK = {
  name: 'antd',
  importNames: ['App', 'message', 'notification'],
  message:
    'Use `@/components/feedback` (toast, notify, confirmModal, ...): its antd code is a lazy chunk.',
};

/** A progress bar needs a name (axe `aria-progressbar-name`): `ProgressBar` asks for one. */
const ANTD_PROGRESS = {
  name: 'antd',
  importNames: ['Progress'],
  message: 'Use `@/components/ProgressBar`, which gives the bar its name.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'test-results/',
      'playwright-report/',
      'src/api/schema.d.ts',
      '*.config.{js,ts}',
      'bundleBudget.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // `{ dropped: _dropped, ...rest }` leaves a property out on purpose.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${here}tsconfig.json` }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { paths: [ANTD_FEEDBACK, ANTD_PROGRESS] }],
      'import-x/no-restricted-paths': zones(false),
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': zones(true) },
  },
  {
    // The one place antd's App, message and notification are rendered.
    files: ['src/components/FeedbackHost.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The end-to-end journeys run in Node against a live server: Playwright's rules, and every
    // promise awaited (a forgotten `await` on a step lets the test run ahead of the page).
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    languageOptions: {
      ...playwright.configs['flat/recommended'].languageOptions,
      parserOptions: { projectService: true, tsconfigRootDir: here },
    },
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A journey branches on purpose: on the database (trigram search on PostgreSQL only),
      // or to step until the focus lands.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
      'playwright/expect-expect': ['error', { assertFunctionNames: ['checkPages'] }],
    },
  },
  {
    // Setup signs the personas in and writes the samples: it asserts nothing.
    files: ['e2e/**/*.setup.ts'],
    rules: { 'playwright/expect-expect': 'off' },
  },
);
