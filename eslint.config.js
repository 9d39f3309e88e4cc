import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Pure layers know nothing of React, the DOM or the app: lint keeps the direction of imports. */
const pureLayer = (folder) => ({
  files: [`src/${folder}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['react', 'react-dom', 'react-dom/*', 'react-router', 'zustand', 'zustand/*', 'recharts'], message: `src/${folder} is pure: no UI libraries` },
          { group: ['**/app/**', '**/components/**', '**/labs/**', '**/mdx/**', '**/store/**'], message: `src/${folder} must not import UI layers` },
        ],
      },
    ],
    'no-restricted-globals': ['error', 'window', 'document', 'localStorage'],
    'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'use the seeded RNG from src/lib/rng.ts' }],
  },
});

export default tseslint.config(
  { ignores: ['dist', 'dist-sub', '.cache', 'node_modules', 'content/vendor', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  pureLayer('lib'),
  pureLayer('engine'),
  pureLayer('url'),
  pureLayer('quiz'),
);
