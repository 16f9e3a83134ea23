import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app.js';
import { startEmbeddedBroker } from '../broker/embedded.js';
import { connectExternalBroker, type ExternalBrokerOptions } from '../broker/external.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.js';
import { loggerOptions } from '../plugins/logging.js';
import { TEMPLATE_ADMIN_PASSWORD, withDatabase, type SeededKind } from './global-setup.js';
import pino from 'pino';

export const ADMIN_PASSWORD = TEMPLATE_ADMIN_PASSWORD;
export type DatabaseKind = 'pglite' | 'postgres';

/** The database kinds this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A clone of the template seeded as a first start seeds it (the admin, and the demo company unless `bare`). */
async function cloneSeededDatabase(kind: DatabaseKind, seeded: SeededKind): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteSeeded')[seeded]);
    const handle = await openPglite(undefined, new Blob([dump]));
    return { handle, drop: async () => {} };
  }
  const { url, drop } = await freshPostgresDatabase(inject('postgresSeeded')?.[seeded]);
  return { handle: await openPostgres(url), drop };
}

/**
 * A new PostgreSQL database cloned from the migrated template, unseeded (a server run as a child
 * process seeds it as on a first start), or from the given seeded template.
 */
export async function freshPostgresDatabase(from?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('TEST_DATABASE_URL is not set');
  const source = from ?? template.template;
  // Clones share the run's prefix (the template's name without `template`), so runs side by side never drop each other's.
  const name = `${source.replace(/template$/, '')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
  await admin.end();
  return {
    url: withDatabase(template.adminUrl, name),
    drop: async () => {
      const again = new pg.Client({ connectionString: template.adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Everything the server logged, as text. */
  logs(): string;
  request(options: InjectOptions & { token?: string; lang?: string }): Promise<{ status: number; body: any; text: string }>;
  login(userName?: string, password?: string): Promise<string>;
  /** With `network`: the broker's TCP address and the HTTP base URL (for MQTT and WebSocket clients). */
  mqttUrl: string | undefined;
  baseUrl: string | undefined;
  /** Stops the server and its broker connection, leaving the database open (a restart builds another app on it). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seedDemo?: boolean;
  /** `POST /auth/demo-login` on (as on a demo instance outside production); default: whenever the demo is seeded. */
  demoLogin?: boolean;
  /** How the sign-in and code throttles wait (tests record the delay instead of waiting). */
  throttleWait?: AppOptions['throttleWait'];
  /** X-Forwarded-* trusted, as behind the reverse proxy (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** Listen for real: broker TCP and HTTP on free ports. */
  network?: boolean;
  connectivity?: AppOptions['connectivity'];
  /** Maintenance scheduler: interval (0 = ticks only when called) and clock. */
  maintenance?: AppOptions['maintenance'];
  /** Installment overdue check: never on its own unless a tick interval is given (tests call `app.installmentScheduler.tick()`). */
  installments?: AppOptions['installments'];
  /** Use this external broker (the machine's Mosquitto) instead of the embedded one. */
  externalMqttUrl?: string;
  /** The external broker's options (a persistent session's client id, reconnect delays); default: a share group of its own. */
  external?: ExternalBrokerOptions;
  /** The embedded broker's MQTT_MAX_PACKET_BYTES. */
  maxPacketBytes?: number;
  /** Run on this database (already migrated and seeded) instead of a fresh clone; `close` leaves it open. */
  database?: DatabaseHandle;
  /** Notifier clock, ticker and outside services (the notification tests point them at local fakes). */
  notifications?: AppOptions['notifications'];
  mail?: AppOptions['mail'];
  loginKeys?: AppOptions['loginKeys'];
  wechat?: AppOptions['wechat'];
  simCards?: AppOptions['simCards'];
  /** Serve this folder as the web app. */
  webDir?: string;
  /** The captured log's level; `debug` holds the request lines too. Default info, as the server runs. */
  logLevel?: 'info' | 'debug';
  remoteAccess?: AppOptions['remoteAccess'];
  xdata?: AppOptions['xdata'];
  /** Repair verification: never on its own unless an interval is given (tests call `app.verificationCheck.tick()`). */
  verification?: AppOptions['verification'];
  /** Web Push's agent (the push tests trust their fake push service's certificate). */
  webPush?: AppOptions['webPush'];
}

/**
 * A fresh server on a clone of the migrated template, seeded as on first start (admin and the
 * demo company), with the embedded broker (no TCP listener) and a captured log.
 */
export async function buildTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const given = options.database;
  // A clone of a seeded template: the same rows as seeding a fresh clone, without paying for it per app.
  const { handle, drop } = given
    ? { handle: given, drop: async () => {} }
    : await cloneSeededDatabase(kind, (options.seedDemo ?? true) ? 'demo' : 'bare');
  const captured: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      captured.push(String(chunk));
      done();
    },
  });
  const logger = pino(loggerOptions(options.logLevel ?? 'info') as pino.LoggerOptions, stream);
  const embedded = options.externalMqttUrl
    ? undefined
    : await startEmbeddedBroker({
        port: options.network ? 0 : null,
        host: '127.0.0.1',
        log: logger,
        ...(options.maxPacketBytes ? { maxPacketBytes: options.maxPacketBytes } : {}),
      });
  // A share group of its own, so test files running side by side never take each other's messages.
  const unique = randomBytes(4).toString('hex');
  const bus =
    embedded ?? (await connectExternalBroker(options.externalMqttUrl!, logger, options.external ?? { shareGroup: `test${unique}` }));
  const app = await buildApp({
    database: handle,
    bus,
    loggerInstance: logger,
    demoLogin: options.demoLogin ?? options.seedDemo ?? true,
    ...(options.trustProxy ? { trustProxy: true } : {}),
    ...(options.throttleWait ? { throttleWait: options.throttleWait } : {}),
    connectivity: { sweepMs: 200, ...options.connectivity },
    ...(options.maintenance ? { maintenance: options.maintenance } : {}),
    installments: { tickMs: 0, ...options.installments },
    verification: { everyMs: 0, ...options.verification },
    // No escalation ticker unless a test asks for one (tests run due steps themselves).
    notifications: { tickMs: 0, ...options.notifications },
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.wechat ? { wechat: options.wechat } : {}),
    simCards: { tickMs: 0, ...options.simCards },
    ...(options.loginKeys ? { loginKeys: options.loginKeys } : {}),
    ...(options.webDir ? { webDir: options.webDir } : {}),
    ...(options.remoteAccess ? { remoteAccess: options.remoteAccess } : {}),
    ...(options.xdata ? { xdata: options.xdata } : {}),
    ...(options.webPush ? { webPush: options.webPush } : {}),
  });
  await app.ready();
  let baseUrl: string | undefined;
  if (options.network) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  const request: TestApp['request'] = async ({ token, lang, headers, ...rest }) => {
    const response = await app.inject({
      ...rest,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(lang ? { 'accept-language': lang } : {}), ...headers },
    });
    let body: any = null;
    try {
      body = response.json();
    } catch {
      body = null;
    }
    return { status: response.statusCode, body, text: response.body };
  };

  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= app.close().then(() => bus.close()));

  return {
    app,
    database: handle,
    logs: () => captured.join(''),
    request,
    async login(userName = 'admin', password = ADMIN_PASSWORD) {
      const response = await request({ method: 'POST', url: '/api/v1/auth/login', payload: { userName, password } });
      if (response.status !== 200) throw new Error(`login ${userName} failed: ${response.status} ${response.text}`);
      return response.body.data.token as string;
    },
    mqttUrl: options.externalMqttUrl ?? (options.network ? `mqtt://127.0.0.1:${embedded?.tcpPort()}` : undefined),
    baseUrl,
    stop,
    async close() {
      await stop();
      if (given) return;
      await handle.close();
      await drop();
    },
  };
}
