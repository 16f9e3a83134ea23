import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure code: domain, server services with fakes, web lib) and `api`
// (the server through Fastify inject against a real database: PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set). The browser suite runs separately (scripts/e2e.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Some unit tests hash real passwords (scrypt) dozens of times; two busy cores need room.
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
