import { defineConfig } from 'vitest/config';
import { longestFirst } from './scripts/longest-first';

/**
 * The longest API files start first: left to the default order of a fresh clone (largest file first),
 * one of them started last kept a core idle for minutes.
 */
const LONGEST_FIRST = [
  'authorization-matrix.postgres',
  'authorization-matrix.pglite',
  'input-fuzz.pglite',
  'input-fuzz.postgres',
  'main.api',
  'ingest-reliability',
  'scheduler.api',
  'reports.api',
  'spare-parts.api',
  'xdata-upload',
  'cluster.postgres',
];

// Two projects: `unit` (pure code: domain, server services with fakes, web lib) and `api`
// (the server through Fastify inject against a real database: PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set). The browser suite runs separately (scripts/e2e.mjs).
export default defineConfig({
  test: {
    sequence: { sequencer: longestFirst(LONGEST_FIRST) },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Some unit tests hash real passwords (scrypt) dozens of times; two busy cores need room.
          testTimeout: 20_000,
          // Pure code: a worker keeps its modules from one file to the next instead of importing the
          // domain, the server's services and the web's libraries again for each of some 200 files
          // (the unit phase took 123 s, 52 s of it importing; 44 s this way).
          isolate: false,
          // Four files side by side on two cores: several wait on sockets, serial lines and timers (the
          // gateway's PLC drivers, the agent against Mosquitto), and two workers left a core idle (35 s → 25 s).
          maxWorkers: 4,
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
          // A worker keeps its modules from one file to the next (each file still builds its own app on
          // its own database): importing the server again for each of some 80 files cost more than a
          // minute of the phase. The server keeps no state in its modules, only in the app it builds.
          isolate: false,
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
