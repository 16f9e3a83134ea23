import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Whether a program is on the PATH. */
export const hasProgram = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

/**
 * The suites that need a foreign program (Mosquitto, pymodbus) run when it is installed, and must run
 * when `FIELDLINK_MQTT=required` (CI): there a missing program fails the test instead of skipping it.
 */
export const mqttRequired = process.env.FIELDLINK_MQTT === 'required';

/** A port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ host: '127.0.0.1', port: 0 }, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts TCP connections on the port; rejects after `limitMs`. */
export async function waitForPort(port: number, limitMs = 10_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface OwnMosquitto {
  port: number;
  url: string;
  /** Stops the broker (SIGTERM: it saves its sessions) and waits until it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the sessions and retained messages it saved. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  close(): Promise<void>;
}

/**
 * A Mosquitto of the test's own, on a free port of 127.0.0.1, anonymous, with persistence (so a
 * subscriber's persistent session, and what is queued for it, outlives a restart). Never the
 * machine's broker on 1883: that one stays up for the other suites.
 */
export async function startOwnMosquitto(): Promise<OwnMosquitto> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fieldlink-mosquitto-'));
  // Run as root, Mosquitto drops to its own user: it must be able to write its database here.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const config = path.join(dir, 'mosquitto.conf');
  writeFileSync(
    config,
    [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'persistence true', `persistence_location ${dir}/`, ''].join('\n'),
  );
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const start = async () => {
    const next = spawn('mosquitto', ['-c', config], { stdio: 'ignore' });
    child = next;
    exited = new Promise((resolve) => next.once('exit', () => resolve()));
    await waitForPort(port);
  };
  const stop = async () => {
    child?.kill('SIGTERM');
    await exited;
    child = undefined;
  };
  await start();
  return {
    port,
    url: `mqtt://127.0.0.1:${port}`,
    start,
    stop,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Debian's `mosquitto_sub`, a client nobody on this team wrote: every message it prints (`-v`: topic, then payload). */
export function mosquittoSub(url: string, topic: string, clientId: string) {
  const { hostname, port } = new URL(url);
  // -c with a fixed id: a persistent session, so what is published while it reconnects is kept for it.
  const child = spawn('mosquitto_sub', ['-h', hostname, '-p', port, '-t', topic, '-q', '1', '-c', '-i', clientId, '-v'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const messages: { topic: string; payload: string }[] = [];
  let partial = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop()!;
    for (const line of parts) {
      const space = line.indexOf(' ');
      messages.push({ topic: line.slice(0, space), payload: line.slice(space + 1) });
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    messages,
    /** The JSON payloads of the messages on topics ending in `channel`. */
    json: <T>(channel: string) =>
      messages.filter((m) => m.topic.endsWith(`/${channel}`) && m.payload !== '').map((m) => JSON.parse(m.payload) as T),
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
