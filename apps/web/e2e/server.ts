import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { e2eWorkers } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: its address and its log file (SMS codes of the `log` provider are read from it; '' when not known). */
    servers: { baseUrl: string; serverLog: string }[];
    adminPassword: string;
  }
}

const ADMIN_PASSWORD = 'Admin12345';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts one built server (apps/server/dist) with the demo seed on a fresh data directory. */
async function startServer(root: string): Promise<{ baseUrl: string; serverLog: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldlink-e2e-'));
  const port = await freePort();
  const logPath = path.join(dataDir, 'server.log');
  const log = fs.openSync(logPath, 'a');
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps', 'server', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MQTT_PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      SEED_DEMO: '1',
      DATABASE_URL: '',
      MQTT_URL: '',
    },
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${fs.readFileSync(logPath, 'utf8').slice(-500)}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > until) {
      const tail = fs.readFileSync(logPath, 'utf8').slice(-500);
      await stop();
      throw new Error(`server did not start within 240 s: ${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, serverLog: logPath, stop };
}

/**
 * Starts one server per worker (E2E_WORKERS, default 2): the browser files spend most of their time
 * waiting on what a page shows, so two run side by side, each against its own server and demo data
 * (no file sees another's changes).
 */
export default async function setup(project: TestProject) {
  // E2E_BASE_URL: run the suite against a server that is already running (and E2E_ADMIN_PASSWORD,
  // E2E_SERVER_LOG: its log file, where the tests read SMS codes); run it with E2E_WORKERS=1.
  if (process.env.E2E_BASE_URL) {
    project.provide('servers', [{ baseUrl: process.env.E2E_BASE_URL.replace(/\/$/, ''), serverLog: process.env.E2E_SERVER_LOG ?? '' }]);
    project.provide('adminPassword', process.env.E2E_ADMIN_PASSWORD ?? ADMIN_PASSWORD);
    return;
  }
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  const started = await Promise.allSettled(Array.from({ length: e2eWorkers() }, () => startServer(root)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, serverLog }) => ({ baseUrl, serverLog })),
  );
  project.provide('adminPassword', ADMIN_PASSWORD);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
