import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { serverRoot } from '../lib/paths.js';

/**
 * The server as its own process, started from source (`src/main.ts` through tsx) for the tests that
 * must kill it, restart it or watch it refuse to start. Every process started here is owned by the
 * test worker: when the worker ends, however it ends (a file done, a timeout, vitest's SIGTERM), what
 * is still running is killed, so no server outlives its test and loads the machine after it.
 */
export interface ServerProcess {
  readonly child: ChildProcess;
  /** Resolves with the exit code when the process has ended. */
  readonly exited: Promise<number | null>;
  output(): { stdout: string; stderr: string };
  /** Sends `signal` (SIGTERM unless given) and resolves when the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const owned = new Set<ChildProcess>();

function killOwned() {
  for (const child of owned) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** While a process is owned, the worker's end (normal exit or a signal) takes it down too. */
function onSignal(signal: NodeJS.Signals) {
  killOwned();
  process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
}

function own(child: ChildProcess) {
  if (owned.size === 0) {
    process.on('exit', killOwned);
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  }
  owned.add(child);
}

function release(child: ChildProcess) {
  owned.delete(child);
  if (owned.size === 0) {
    process.off('exit', killOwned);
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  }
}

/** Starts `src/main.ts` with the tests' environment cleared of outside databases and brokers, then `env`. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot(), 'src', 'main.ts')], {
    env: {
      ...process.env,
      TEST_DATABASE_URL: '',
      DATABASE_URL: '',
      MQTT_URL: '',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  own(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      release(child);
      resolve(code);
    }),
  );
  return {
    child,
    exited,
    output: () => ({ stdout, stderr }),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * Waits until `url` answers 200; fails with the server's error output when it exits first or does
 * not answer within `ms`.
 */
export async function waitReady(server: ServerProcess, url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output().stderr.slice(-2000)}`);
    const ok = await fetch(url).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`server did not answer ${url}: ${server.output().stderr.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A TCP port free on 127.0.0.1 at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
