import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitReady } from './test/server-process.js';

/** The server as a process, started from source the way `npm start` runs the bundle. */
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldlink-main-'));
  dirs.push(dir);
  return dir;
}

const start = (env: Record<string, string>) => startServerProcess({ LOG_LEVEL: 'info', ...env });
const waitHealthy = (server: ReturnType<typeof start>, port: number) => waitReady(server, `http://127.0.0.1:${port}/api/v1/health`);

describe('server process', () => {
  // The broker is tried only once the database is open, migrated and seeded: on a loaded machine that
  // alone can take longer than the default 30 s, hence the longer timeout.
  it.each([
    [{ PORT: 'eighty' }, /^fieldlink: PORT: must be a port number/],
    [{ MQTT_PORT: '99999' }, /^fieldlink: MQTT_PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^fieldlink: DATABASE_URL: must start with postgres:\/\//],
    [{ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, /^fieldlink: DATABASE_URL: cannot open the database/],
    [{ MQTT_URL: 'mqtt://127.0.0.1:1' }, /^fieldlink: MQTT_URL: cannot connect/],
    [{ SEED_DEMO: 'perhaps' }, /^fieldlink: SEED_DEMO: /],
  ])('stops on bad configuration %j with one line naming the variable', { timeout: 120_000 }, async (env, expected) => {
    const server = start({ DATA_DIR: tempDir(), PORT: '1', MQTT_PORT: '0', ...env });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr.trim()).toMatch(expected);
  });

  it('stops with one line when the port is taken', async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    const server = start({ DATA_DIR: tempDir(), PORT: String(port), MQTT_PORT: '0', ADMIN_PASSWORD: 'Admin12345' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toBe(`fieldlink: PORT: ${port} is already in use on 127.0.0.1`);
    blocker.close();
  });

  it('prints a generated admin password once, never logs it, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port), MQTT_PORT: '0', ADMIN_PASSWORD: '' });
    await waitHealthy(first, port);
    // One line for people once it is ready; Fastify's per-interface lines are gone.
    await expect
      .poll(() => first.output().stdout)
      .toContain(`\n  Fieldlink ready at http://127.0.0.1:${port}/ (database: embedded, MQTT: embedded, WebSocket /mqtt only)\n`);
    expect(first.output().stdout).not.toContain('Server listening at');
    const match = /admin \/ ([A-Za-z0-9]+)/.exec(first.output().stdout);
    expect(match).not.toBeNull();
    const password = match![1]!;
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin', password }),
    });
    expect(login.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output().stdout.split(password)).toHaveLength(2);

    // The second start finds the database: no new password, the old one still works.
    const second = start({ DATA_DIR: dataDir, PORT: String(port), MQTT_PORT: '0' });
    await waitHealthy(second, port);
    expect(second.output().stdout).not.toMatch(/admin \//);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('reopens the embedded database after SIGKILL and refuses a second live owner', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), MQTT_PORT: '0', ADMIN_PASSWORD: 'Admin12345' };
    const first = start(env);
    await waitHealthy(first, port);
    const rival = start({ ...env, PORT: String(await freePort()) });
    expect(await rival.exited).toBe(1);
    expect(rival.output().stderr).toMatch(/^fieldlink: DATA_DIR: the embedded database in .* is in use by process \d+/);

    first.child.kill('SIGKILL');
    await first.exited;
    const again = start(env);
    await waitHealthy(again, port);
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin', password: 'Admin12345' }),
    });
    expect(login.status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
