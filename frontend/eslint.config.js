import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Features talk to each other only through what a feature's `index.ts` exports. */
const FEATURE_INTERNALS = {
  group: ['@/features/*/**'],
  message: 'Import another feature through its index (`@/features/<name>`), not its internals.',
};

/** The app shell builds on the features and the shared layers, never the other way round. */
const APP_SHELL = {
  regex: '^@/app/',
  message:
    'Only `src/app` imports from `src/app`: shared helpers live in `src/lib`, paths and pages in `src/config`.',
};

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
      'e2e/',
      'src/api/schema.d.ts',
      '*.config.{js,ts}',
      'bundleBudget.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // `{ dropped: _dropped, ...rest }` leaves a property out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      'no-restricted-imports': ['error', { paths: [ANTD_FEEDBACK, ANTD_PROGRESS] }],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    // Tests may reach into any feature (its test data, its internals).
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testData.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [ANTD_FEEDBACK, ANTD_PROGRESS], patterns: [FEATURE_INTERNALS, APP_SHELL] },
      ],
    },
  },
  {
    // The one place antd's App, message and notification are rendered.
    files: ['src/components/FeedbackHost.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURE_INTERNALS, APP_SHELL] }] },
  },
);
