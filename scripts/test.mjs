#!/usr/bin/env node
// `npm test`: every suite: unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the browser suite. Stops at the first failing suite and exits non-zero.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fail = (message) => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};
const run = (label, command, args) => {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    process.stdout.write(`\n${label} failed\n`);
    process.exit(result.status ?? 1);
  }
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

run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
run('unit and API tests', 'npx', ['vitest', 'run']);
run('browser tests', 'node', ['scripts/e2e.mjs']);
