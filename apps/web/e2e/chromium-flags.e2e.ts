import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_DISABLED_FEATURES } from './browser';

// Chromium keeps only the last `--disable-features`: the suite's own switch must repeat every feature
// Playwright disables, or an upgrade of playwright-core would silently turn one back on.
describe('the browser suite’s Chromium switches', () => {
  it('repeat every feature playwright-core disables', () => {
    const require = createRequire(import.meta.url);
    const lib = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib');
    const sources = fs
      .readdirSync(lib, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(lib, file), 'utf8'));
    const lists = sources.flatMap((source) =>
      [...source.matchAll(/disabledFeatures = \[([\s\S]*?)\]/g)].map((match) =>
        [...match[1]!.matchAll(/^\s*"([A-Za-z0-9]+)"/gm)].map((feature) => feature[1]!).sort(),
      ),
    );
    expect(lists.length, 'playwright-core’s list of disabled features was not found').toBeGreaterThan(0);
    for (const theirs of lists) {
      expect(theirs.length).toBeGreaterThan(5);
      expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual(theirs);
    }
  });
});
