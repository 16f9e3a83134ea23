// measure:alert — how long from a box publishing a value over a limit to the alert on an open page.
// Starts the built server (apps/server/dist, demo seed, embedded broker) on a fresh data directory,
// adds a box with one point and a level-4 source "> 50" to the demo company, opens the app signed in
// as the demo account in the system Chromium (desktop zh-CN, then phone en-US), and publishes values
// over the limit as the box. For each: the alert window's entry appearing (a MutationObserver notes
// Date.now()) and the alarm tone starting (the page's AudioContext wrapped), both from the PUBLISH.
// Not a test and not in CI: figures go to docs/performance.md. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { chromium, type Page } from 'playwright-core';

const TRIALS = Number(process.env.TRIALS ?? 8);
const root = path.resolve(import.meta.dirname, '..', '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const [port, mqttPort] = [await freePort(), await freePort()];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldlink-measure-'));
const server = spawn(process.execPath, [path.join(root, 'apps', 'server', 'dist', 'main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    MQTT_PORT: String(mqttPort),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'Admin12345',
    SEED_DEMO: '1',
    DATABASE_URL: '',
    MQTT_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
// The server goes down with this script, whatever happens.
process.on('exit', () => server.kill('SIGTERM'));
process.on('uncaughtException', (error) => {
  console.error(error);
  process.exit(1);
});
for (const until = Date.now() + 120_000; ; await sleep(250)) {
  if (Date.now() > until) throw new Error('server did not start');
  if (
    await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
}

const token = ((await (await fetch(`${base}/api/v1/auth/demo-login`, { method: 'POST' })).json()) as { data: { token: string } }).data
  .token;
async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api/v1/${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { code: number; data: T; message: string };
  if (envelope.code !== 200) throw new Error(`${method} ${url}: ${envelope.message}`);
  return envelope.data;
}

const projectId = (await call<{ items: { projectId: number }[] }>('GET', 'devices?pageSize=1')).items[0]!.projectId;
const boxId = 'MEASURE00001';
const device = await call<{ id: number }>('POST', 'devices', { projectId, name: 'AlertProbe', boxId, boxPassword: 'measure123' });
const point = await call<{ id: number }>('POST', `devices/${device.id}/points`, { name: 'probe', area: '4x', address: 0, dataType: 2 });
await call('POST', 'alarm-sources', { pointId: point.id, name: 'Probe over 50', level: 4, condition: { op: '>', value: 50 } });
const box = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, {
  clientId: boxId,
  username: boxId,
  password: 'measure123',
  reconnectPeriod: 0,
});
const publish = (value: number) =>
  box.publishAsync(`devices/${boxId}/telemetry`, JSON.stringify({ ts: Date.now(), values: { probe: value } }), { qos: 1 });
await publish(0);

console.error('measure: server up, box publishing');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });

/** Notes when alert entries appear and tones start, in wall-clock milliseconds. */
async function instrument(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __alerts: { text: string; at: number }[]; __tones: { hz: number; at: number }[] };
    w.__alerts = [];
    w.__tones = [];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const found = node.matches('[data-testid="alert-popup"]') ? [node] : [...node.querySelectorAll('[data-testid="alert-popup"]')];
          for (const entry of found) w.__alerts.push({ text: entry.textContent ?? '', at: Date.now() });
        }
    }).observe(document, { childList: true, subtree: true });
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      const oscillator = create.call(this);
      const start = oscillator.start.bind(oscillator);
      oscillator.start = (when?: number) => {
        w.__tones.push({ hz: oscillator.frequency.value, at: Date.now() });
        start(when);
      };
      return oscillator;
    };
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

let value = 100;
for (const [shell, viewport, lang] of [
  ['desktop', { width: 1440, height: 900 }, 'zh-CN'],
  ['phone', { width: 390, height: 844 }, 'en-US'],
] as const) {
  const context = await browser.newContext({ viewport, locale: lang, isMobile: shell === 'phone', hasTouch: shell === 'phone' });
  const page = await context.newPage();
  await instrument(page);
  await page.goto(`${base}/#/login`);
  await page.evaluate(
    ({ token, lang }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('language', lang);
    },
    { token, lang },
  );
  await page.goto(`${base}/#/home`);
  await page.getByTestId('alert-bell').waitFor();
  await sleep(2000);
  const popup: number[] = [];
  const tone: number[] = [];
  for (let trial = 0; trial < TRIALS; trial++) {
    value += 1;
    const sentAt = Date.now();
    await publish(value);
    const text = String(value);
    for (const until = Date.now() + 10_000; Date.now() < until; await sleep(50)) {
      const seen = await page.evaluate(
        ({ text, sentAt }) => {
          const w = window as unknown as { __alerts: { text: string; at: number }[]; __tones: { hz: number; at: number }[] };
          const alert = w.__alerts.find((entry) => entry.at >= sentAt && entry.text.includes(text));
          const sound = alert && w.__tones.find((entry) => entry.at >= alert.at && entry.hz === 880);
          return alert && sound ? { alert: alert.at, sound: sound.at } : null;
        },
        { text, sentAt },
      );
      if (seen) {
        popup.push(seen.alert - sentAt);
        tone.push(seen.sound - sentAt);
        break;
      }
    }
    // Back under the limit: the alarm clears, the next value raises a new one.
    await publish(0);
    await sleep(1500);
  }
  const line = (name: string, values: number[]) =>
    `${name} p50_ms=${percentile(values, 50).toFixed(0)} max_ms=${Math.max(...values).toFixed(0)}`;
  console.log(`alert ${shell} ${lang} seen=${popup.length}/${TRIALS} ${line('popup', popup)} ${line('tone', tone)}`);
  await context.close();
}

await browser.close();
await box.endAsync();
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
fs.rmSync(dataDir, { recursive: true, force: true });
