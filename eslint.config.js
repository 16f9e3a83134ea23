// Lint rules, including the import boundaries of ARCHITECTURE.md as configuration:
// domain imports only zod; the web and the gateway never import the server; nobody imports the web;
// a server or web feature is used through its index.ts; only repositories import the database; no file
// past 400 lines. eslint.config.test.ts proves each boundary refuses a violating import. Type-aware
// rules catch a promise nobody awaits and a switch that forgets a case; the hooks rules keep React
// honest. Import cycles are refused by scripts/check-cycles.mjs (also part of `npm run lint`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Import patterns, one per boundary; each file group below lists every one it obeys. */
const DOMAIN_PURE = {
  regex: '^(?!zod$|zod/|\\.{1,2}/).*',
  message: 'packages/domain is pure: it may import only zod and its own files.',
};
const NO_SERVER_FROM_WEB = {
  group: ['@fieldlink/server', '@fieldlink/server/*', '**/apps/server/**', '**/server/src/**', '../../server/**'],
  message: 'The web app never imports the server; share through packages/domain.',
};
const NO_SERVER_FROM_GATEWAY = {
  group: ['@fieldlink/server', '@fieldlink/server/*', '**/apps/server/**', '**/server/src/**'],
  message: 'The gateway never imports the server; share through packages/domain.',
};
const NO_WEB = { group: ['@fieldlink/web', '@fieldlink/web/*', '**/apps/web/**'], message: 'Nothing imports the web app.' };
const FEATURE_ENTRY = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.js$).+',
  message: "Another feature is used through its index.ts: import from '../<feature>/index.js'.",
};
/**
 * A web feature is used by the others through its index.ts (`../../devices`), as a server feature is.
 * (Or its pure.ts: the helpers without components, for other features' pure helpers and their unit tests.)
 * The pattern depends on how deep the importing file sits in its feature (features/<name>/a/b/x.tsx
 * reaches another feature with exactly three `../`; fewer stay inside its own feature), so there is one per
 * depth. A page's lazy `import()` (the page registry, the top routes) names the page file itself, so each
 * page stays its own chunk: the rule checks static imports only.
 */
const webFeatureEntry = (depth) => ({
  regex: `^(?:\\.\\./){${depth + 1}}(?!\\.\\.)[^/]+/(?!(?:index|pure)$).+`,
  message: "Another web feature is used through its index.ts: import from '../../<feature>' (its entry), not its inner files.",
});
const WEB_FEATURE_ENTRY_OUTSIDE = {
  regex: '^(?:\\.\\.?/)+features/[^/]+/(?!(?:index|pure)$).+',
  message: "A web feature is used through its index.ts: import from '../features/<feature>' (its entry), not its inner files.",
};
/** How deep a web feature's files sit below features/<name>/ (0: beside its index.ts). */
const WEB_FEATURE_DEPTHS = [0, 1, 2, 3];
const DATABASE_IN_REPOSITORIES = {
  group: [
    'drizzle-orm',
    'drizzle-orm/*',
    'pg',
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '**/db/client*',
    '**/db/schema*',
    '**/db/schema/**',
    '**/db/sql*',
    '**/db/pglite-thread*',
  ],
  allowTypeImports: true,
  message: 'SQL lives in repositories (*.repository.ts): import the database there, and hand the service the repository.',
};
const NO_FEATURES_FROM_SHARED = {
  group: ['**/features/**'],
  message: 'The shared layers (lib, plugins, broker, db, providers) sit under the features: take what you need as a parameter.',
};
const WEB_TRANSLATION_HOOK = {
  name: 'react-i18next',
  importNames: ['useTranslation'],
  message: "Use the web's useTranslation (src/i18n/useTranslation): its t takes only catalog keys.",
};
/** Server files that may import the database beside the repositories (repositories' own helpers named one by one). */
const DATABASE_ALLOWED_IN_FEATURES = ['apps/server/src/features/analysis/filter-sql.ts'];
const DATABASE_ALLOWED = [
  'apps/server/src/**/*.repository.ts',
  'apps/server/src/db/**',
  'apps/server/src/seed/**',
  'apps/server/src/test/**',
  'apps/server/src/**/test-support/**',
  'apps/server/src/**/*.test.ts',
  'apps/server/src/main.ts',
  'apps/server/src/app.ts',
  ...DATABASE_ALLOWED_IN_FEATURES,
];
/** Files allowed past 400 lines of code. */
const MAX_LINES_EXCEPTIONS = ['apps/web/src/features/scada/editor/model/editorState.test.ts'];

/** The import rule for one file group: every pattern it obeys, and named imports it may not use. */
const restrict = (patterns, paths = []) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns, paths }] });

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
        projectService: {
          allowDefaultProject: [
            'vitest.config.ts',
            'apps/web/vite.config.ts',
            'apps/web/pwa.config.ts',
            'apps/web/vite/staticLoginPlugin.ts',
          ],
        },
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
  // Import boundaries: one `@typescript-eslint/no-restricted-imports` per file group, every pattern
  // the group obeys in it (a later block's setting replaces an earlier one's for the same files, so
  // a group never inherits a boundary: it lists them all). The core rule is off so only one applies.
  { rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([DOMAIN_PURE]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: restrict([NO_SERVER_FROM_WEB]),
  },
  {
    // One translation hook: the web's own, whose t takes only catalog keys; the features through their entries.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/i18n/**', '**/*.test.{ts,tsx}'],
    rules: restrict([NO_SERVER_FROM_WEB, WEB_FEATURE_ENTRY_OUTSIDE], [WEB_TRANSLATION_HOOK]),
  },
  // Inside a web feature: other features through their index.ts, one block per depth (tests may reach inside).
  ...WEB_FEATURE_DEPTHS.map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrict([NO_SERVER_FROM_WEB, webFeatureEntry(depth)], [WEB_TRANSLATION_HOOK]),
  })),
  {
    files: ['apps/gateway/**/*.ts'],
    rules: restrict([NO_WEB, NO_SERVER_FROM_GATEWAY]),
  },
  {
    // Outside a feature: the process, plugins, helpers, broker, wiring.
    files: ['apps/server/**/*.ts'],
    ignores: DATABASE_ALLOWED,
    rules: restrict([NO_WEB, DATABASE_IN_REPOSITORIES]),
  },
  {
    // Where the database may be imported (repositories, the database itself, seed, tests).
    files: DATABASE_ALLOWED,
    rules: restrict([NO_WEB]),
  },
  {
    // The shared layers sit under the features and never import one (types included).
    files: ['apps/server/src/{lib,plugins,broker,sms,mail,wechat}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([NO_WEB, DATABASE_IN_REPOSITORIES, NO_FEATURES_FROM_SHARED]),
  },
  {
    files: ['apps/server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([NO_WEB, NO_FEATURES_FROM_SHARED]),
  },
  {
    // A feature is used by the others through its index.ts only (tests may reach inside).
    files: ['apps/server/src/features/**/*.ts'],
    ignores: DATABASE_ALLOWED,
    rules: restrict([NO_WEB, FEATURE_ENTRY, DATABASE_IN_REPOSITORIES]),
  },
  {
    // A feature's repositories and test support: the database, and other features through their index.ts.
    files: ['apps/server/src/features/**/*.repository.ts', 'apps/server/src/features/**/test-support/**', ...DATABASE_ALLOWED_IN_FEATURES],
    ignores: ['**/*.test.ts'],
    rules: restrict([NO_WEB, FEATURE_ENTRY]),
  },
  {
    // No file past 400 lines of code; the exceptions are named here.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: MAX_LINES_EXCEPTIONS,
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
);
