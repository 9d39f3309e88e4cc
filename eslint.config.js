import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './scripts/eslint-layers.mjs';

/** Pure layers know nothing of React, the DOM or the app (the direction of imports is the layers rule's). */
const pureLayer = (folder) => ({
  files: [`src/${folder}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['react', 'react-dom', 'react-dom/*', 'react-router', 'zustand', 'zustand/*', 'recharts'], message: `src/${folder} is pure: no UI libraries` },
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
    plugins: { 'react-hooks': reactHooks, layers: layersPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Every module of src/ imports only from its own layer or a lower one (scripts/eslint-layers.mjs).
  // Tests may reach across layers to check how the parts meet; the rule is about what ships.
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/**/*.test.{ts,tsx}'], rules: { 'layers/imports': 'error' } },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'links and navigation come from src/site/router.tsx (pages are pre-rendered; there is no router library)' },
            { name: 'react-dom/server', message: 'server rendering happens only in src/islands/Island.tsx and src/entry-server.tsx' },
          ],
        },
      ],
    },
  },
  { files: ['src/islands/Island.tsx', 'src/entry-server.tsx'], rules: { 'no-restricted-imports': 'off' } },
  pureLayer('lib'),
  pureLayer('engine'),
  pureLayer('url'),
  pureLayer('quiz'),
);
