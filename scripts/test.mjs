#!/usr/bin/env node
// `npm test`: every suite: unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the browser suite. Stops at the first failing suite and exits non-zero.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (label, command, args) => {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    process.stdout.write(`\n${label} failed\n`);
    process.exit(result.status ?? 1);
  }
};

run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
run('unit and API tests', 'npx', ['vitest', 'run']);
run('browser tests', 'node', ['scripts/e2e.mjs']);
