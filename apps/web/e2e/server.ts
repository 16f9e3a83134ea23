import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
    /** The server's log file (SMS codes of the `log` provider are read from it); '' when not known. */
    serverLog: string;
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

/** Starts the built server (apps/server/dist) with the demo seed on a fresh data directory. */
export default async function setup(project: TestProject) {
  // E2E_BASE_URL: run the suite against a server that is already running (and E2E_ADMIN_PASSWORD,
  // E2E_SERVER_LOG: its log file, where the tests read SMS codes).
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    project.provide('adminPassword', process.env.E2E_ADMIN_PASSWORD ?? ADMIN_PASSWORD);
    project.provide('serverLog', process.env.E2E_SERVER_LOG ?? '');
    return;
  }
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
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
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-500)}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('serverLog', logPath);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
