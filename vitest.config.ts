import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest API files start first (longest-processing-time scheduling on the two workers): left to
 * the default order of a fresh clone (largest file first), one of them started last kept a core idle
 * for minutes. Everything else keeps the default order.
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
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.includes(name));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((file, index) => [file, index]));
    return [...sorted].sort(
      (a, b) =>
        (a.project.config.sequence.groupOrder ?? 0) - (b.project.config.sequence.groupOrder ?? 0) ||
        rank(a) - rank(b) ||
        position.get(a)! - position.get(b)!,
    );
  }
}

// Two projects: `unit` (pure code: domain, server services with fakes, web lib) and `api`
// (the server through Fastify inject against a real database: PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set). The browser suite runs separately (scripts/e2e.mjs).
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
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
