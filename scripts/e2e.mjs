#!/usr/bin/env node
// The browser suite: builds the product, starts it on free ports with the demo seed, and drives
// the system Chromium through playwright-core (never a downloaded browser).
// Without a Chromium it skips with one line, unless FIELDLINK_E2E=required.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  if (process.env.FIELDLINK_E2E === 'required') {
    process.stderr.write(
      `browser tests required (FIELDLINK_E2E=required) but no Chromium at ${chromium}; install it: apt-get install -y chromium fonts-noto-cjk\n`,
    );
    process.exit(1);
  }
  process.stdout.write(
    `browser tests skipped: no Chromium at ${chromium} (apt-get install -y chromium fonts-noto-cjk, or set CHROMIUM_PATH)\n`,
  );
  process.exit(0);
}

// The web app and the server bundle build side by side (they share nothing). `--build-only` builds and
// stops (npm test builds beside typecheck and lint); `--built` runs the suite on what was built.
if (!process.argv.includes('--built')) {
  const builds = await Promise.all(
    ['apps/web', 'apps/server'].map(
      (workspace) =>
        new Promise((resolve) =>
          spawn('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit' }).on('close', resolve),
        ),
    ),
  );
  const failedBuild = builds.find((status) => status !== 0);
  if (failedBuild !== undefined) process.exit(failedBuild ?? 1);
}
if (process.argv.includes('--build-only')) process.exit(0);

const result = spawnSync('npx', ['vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
