import { defineConfig } from 'vitest/config';
import { longestFirst } from '../../../scripts/longest-first';
import { e2eWorkers } from './workers';

/**
 * The longest browser files first (measured on a clean-clone run), so that the run does not end with one
 * long file on one worker while the other core idles; the rest keep the default order (largest file first).
 */
const LONGEST_FIRST = [
  'page-visits',
  'share-pages',
  'project-groups',
  'inbox',
  'configuration',
  'work-orders',
  'share-links',
  'monitoring',
  '/login.e2e',
  'desktop-shell',
  'offline',
  'manual',
  'reliability',
  'polish.e2e',
  'first-run',
  'route-guard',
];

// Browser end-to-end tests: one built server per worker for the whole run (global setup), one
// Chromium per file. Two files run side by side, each against its own server; together they keep both
// cores busy (Chromium's renderers most, then the servers).
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./server.ts'],
    sequence: { sequencer: longestFirst(LONGEST_FIRST) },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: e2eWorkers(),
    pool: 'forks',
    // A poll waits for what the page shows after the server answered: on a loaded machine that
    // can take longer than vitest's 1 s default, so polls give it 10 s (they end as soon as it holds).
    expect: { poll: { timeout: 10_000 } },
  },
});
