// Lint rules, including the import boundaries of ARCHITECTURE.md as configuration:
// domain imports only zod; the web never imports the server; nobody imports the web. Type-aware
// rules catch a promise nobody awaits and a switch that forgets a case; the hooks rules keep React
// honest. Import cycles are refused by scripts/check-cycles.mjs (also part of `npm run lint`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/drizzle/**', '**/.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        Blob: 'readonly',
        FormData: 'readonly',
        AbortController: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        Headers: 'readonly',
        URLSearchParams: 'readonly',
        HTMLElement: 'readonly',
        requestAnimationFrame: 'readonly',
        location: 'readonly',
        history: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'apps/web/vite.config.ts', 'apps/web/pwa.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|zod/|\\.{1,2}/).*',
              message: 'packages/domain is pure: it may import only zod and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['@fieldlink/server', '**/apps/server/**', '../../server/**'],
        message: 'The web app never imports the server; share through packages/domain.',
      },
    ]),
  },
  {
    // One translation hook: the web's own, whose t takes only catalog keys.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/i18n/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fieldlink/server', '**/apps/server/**', '../../server/**'],
              message: 'The web app never imports the server; share through packages/domain.',
            },
          ],
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: "Use the web's useTranslation (src/i18n/useTranslation): its t takes only catalog keys.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'apps/gateway/**/*.ts'],
    rules: restrict([{ group: ['@fieldlink/web', '**/apps/web/**'], message: 'Nothing imports the web app.' }]),
  },
  {
    // A feature is used by the others through its index.ts only (tests may reach inside).
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      { group: ['@fieldlink/web', '**/apps/web/**'], message: 'Nothing imports the web app.' },
      {
        regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.js$).+',
        message: "Another feature is used through its index.ts: import from '../<feature>/index.js'.",
      },
    ]),
  },
);
