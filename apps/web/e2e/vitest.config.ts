import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: one built server for the whole run (global setup), one Chromium per
// file. Files run one at a time: two cores are shared by the server, the browser and vitest.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A poll waits for what the page shows after the server answered: on a loaded machine that
    // can take longer than vitest's 1 s default, so polls give it 10 s (they end as soon as it holds).
    expect: { poll: { timeout: 10_000 } },
  },
});
