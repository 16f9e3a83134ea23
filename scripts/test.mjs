#!/usr/bin/env node
// `npm test`: every suite. Typecheck, lint and the browser suite's builds first, side by side; then the
// unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then the browser suite.
// Stops after the first step that fails and exits non-zero.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
/** Seconds since `npm test` started, printed after each phase so a CI log shows where its time went. */
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const fail = (message) => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

// FIELDLINK_MQTT=required (CI): the suites against an external broker (Mosquitto: ingest that survives
// SIGKILL, the gateway's cloud link) must run, never skip because no broker was given or reachable.
if (process.env.FIELDLINK_MQTT === 'required') {
  const url = process.env.TEST_MQTT_URL;
  if (!url) fail('the MQTT suites are required (FIELDLINK_MQTT=required) but TEST_MQTT_URL is not set');
  const { hostname, port } = new URL(url);
  const reachable = await new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) || 1883 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(5000, () => {
      socket.destroy();
      resolve(false);
    });
  });
  if (!reachable) fail(`the MQTT suites are required (FIELDLINK_MQTT=required) but no broker answers at ${url}`);
}

/**
 * Runs commands side by side (tsc and ESLint each use one core), each one's output held and printed
 * whole when it ends, in the order given; exits non-zero when any failed.
 */
const runTogether = async (steps) => {
  const results = steps.map(({ label, command, args }) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    return new Promise((resolve) => child.on('close', (status) => resolve({ label, status, output })));
  });
  let failed;
  for (const result of results) {
    const { label, status, output } = await result;
    process.stdout.write(`\n=== ${label} ===\n`);
    process.stdout.write(Buffer.concat(output));
    if (status !== 0) {
      process.stdout.write(`\n${label} failed\n`);
      failed ??= status ?? 1;
    }
  }
  if (failed !== undefined) process.exit(failed);
  process.stdout.write(`\n=== ${steps.map((step) => step.label).join(', ')}: done at ${elapsed()} ===\n`);
};

// The browser suite's builds (the web app and the server bundle) run beside typecheck and lint: each of
// those holds one core, and neither holds it for the whole phase.
await runTogether([
  { label: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { label: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { label: 'build for the browser suite', command: 'node', args: ['scripts/e2e.mjs', '--build-only'] },
]);
// The unit and API tests, then the browser suite. Side by side (the API files at nice 10) was tried:
// the API files alone keep both cores busy (load ~4), so together they only pushed the load to 12–15.
for (const [label, command, args] of [
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['browser tests', 'node', ['scripts/e2e.mjs', '--built']],
]) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    process.stdout.write(`\n${label} failed\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`\n=== ${label}: done at ${elapsed()} ===\n`);
}
