import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.js';
import { connectExternalBroker, BrokerUnreachableError } from './broker/external.js';
import { PortInUseError, startEmbeddedBroker, type EmbeddedBroker } from './broker/embedded.js';
import { startDemoDevices, type DemoDevices } from './demo/devices.js';
import { DEMO_BOXES } from './seed/demo-plant.js';
import type { MessageBus } from './broker/message-bus.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DirectoryInUseError, openDatabase, type DatabaseHandle } from './db/client.js';
import { serverRoot } from './lib/paths.js';
import { loggerOptions, readyLine } from './plugins/logging.js';
import { createSeedRepository } from './seed/seed.repository.js';
import { seedEmptyDatabase } from './seed/seed.js';
import { seedDemoHistory } from './seed/demo-history.js';
import { fileStore } from './lib/files.js';

/** One clear line naming what is wrong, then exit: never a stack trace alone. */
function fatal(line: string): never {
  process.stderr.write(`fieldlink: ${line}\n`);
  process.exit(1);
}

function describeStartupError(error: unknown, config: Config): string {
  if (error instanceof ConfigError) return error.message;
  if (error instanceof DirectoryInUseError) return `DATA_DIR: ${error.message}`;
  if (error instanceof PortInUseError)
    return `MQTT_PORT: ${error.port} is already in use (set MQTT_PORT to a free port, or 0 to turn the TCP listener off)`;
  if (error instanceof BrokerUnreachableError) return `MQTT_URL: ${error.message}`;
  const err = error as NodeJS.ErrnoException;
  if (err?.code === 'EADDRINUSE') return `PORT: ${config.port} is already in use on ${config.host}`;
  if (err?.code === 'EACCES') return `PORT: no permission to listen on ${config.host}:${config.port}`;
  return `unexpected start-up failure: ${err?.message ?? String(error)}`;
}

/** The server's own account on an external broker, from the credentials in MQTT_URL. */
function serverUserOf(url: string | undefined) {
  if (!url) return undefined;
  const parsed = new URL(url);
  return parsed.username ? { userName: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password) } : undefined;
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    fatal(error instanceof ConfigError ? error.message : String(error));
  }
  const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);

  let database: DatabaseHandle | undefined;
  let bus: MessageBus | undefined;
  try {
    try {
      database = await openDatabase(config);
    } catch (error) {
      if (error instanceof DirectoryInUseError) throw error;
      const where = config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR';
      throw new ConfigError(where, `cannot open the database: ${(error as Error).message}`);
    }
    // Instances starting together: one migrates and seeds an empty database, the others wait.
    const handle = database;
    let seeded!: Awaited<ReturnType<typeof seedEmptyDatabase>>;
    await handle.migrate(async () => {
      seeded = await seedEmptyDatabase(createSeedRepository(handle.db), {
        adminPassword: config.adminPassword,
        seedDemo: config.seedDemo,
        files: fileStore(path.join(config.dataDir, 'files')),
      });
    });
    if (seeded.generatedAdminPassword) {
      // Printed once, on purpose, outside the log: the only place this password ever appears.
      process.stdout.write(`\n  Fieldlink super user created: admin / ${seeded.generatedAdminPassword}\n  Change it after signing in.\n\n`);
    }
    if (seeded.createdDemo) {
      log.info('demo company created (account: demo)');
      const started = Date.now();
      const seriesCount = await seedDemoHistory(database.db);
      log.info({ points: seriesCount, ms: Date.now() - started }, 'demo history: a month per point');
    }

    bus = config.mqttUrl
      ? await connectExternalBroker(config.mqttUrl, log, {
          clientId: config.mqttClientId,
          shareGroup: config.mqttShareGroup,
          maxPacketBytes: config.mqttMaxPacketBytes,
        })
      : await startEmbeddedBroker({
          port: config.mqttPort === 0 ? null : config.mqttPort,
          host: config.host,
          log,
          maxPacketBytes: config.mqttMaxPacketBytes,
        });

    const webDir = config.webDir ?? path.join(serverRoot(), '..', 'web', 'dist');
    const app = await buildApp({
      database,
      bus,
      webDir,
      logger: loggerOptions(config.logLevel),
      trustProxy: config.trustProxy,
      demoLogin: config.demoLogin,
      passwordMinLength: config.passwordMinLength,
      sms: config.sms,
      mail: config.mail,
      wechat: config.wechat,
      simCards: { onelink: config.oneLink },
      notifications: config.notifications,
      filesDir: path.join(config.dataDir, 'files'),
      mqttServerUser: serverUserOf(config.mqttUrl),
      mqttHookSecret: config.mqttHookSecret,
    });
    // Fastify names every interface it listens on at info; our one ready line below says where to go.
    const level = app.log.level;
    app.log.level = 'warn';
    try {
      await app.listen({ port: config.port, host: config.host });
    } finally {
      app.log.level = level;
    }
    const mqtt = config.mqttUrl
      ? ({ kind: 'external', url: config.mqttUrl } as const)
      : ({ kind: 'embedded', port: bus.kind === 'embedded' ? (bus as EmbeddedBroker).tcpPort() : undefined } as const);
    const ready = readyLine({ host: config.host, port: config.port, database: database.kind, mqtt });
    log.info({ db: database.kind, mqtt: bus.kind, mqttPort: mqtt.kind === 'embedded' ? mqtt.port : undefined }, ready);

    let demo: DemoDevices | undefined;
    if (config.demoDevices) {
      const boxes = [];
      for (const boxId of DEMO_BOXES) {
        const createdAt = await app.connectivity.repo.createdAtOfBox(boxId);
        if (createdAt) boxes.push({ boxId, origin: createdAt.getTime(), protocol: await app.connectivity.repo.protocolOfBox(boxId) });
      }
      if (boxes.length > 0) {
        const embeddedPort = bus.kind === 'embedded' ? (bus as EmbeddedBroker).tcpPort() : undefined;
        const cloudUrl = config.mqttUrl ?? (embeddedPort ? `mqtt://127.0.0.1:${embeddedPort}` : `ws://127.0.0.1:${config.port}/mqtt`);
        demo = await startDemoDevices({ cloudUrl, boxes, log, dataDir: path.join(config.dataDir, 'demo-gateways') });
        log.info({ boxes: demo.boxes }, 'demo PLC simulators and gateways running (DEMO_DEVICES=0 turns them off)');
      }
    }
    // For people, outside the JSON log: the one line that says the server is ready and where.
    process.stdout.write(`\n  ${ready}\n\n`);

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal, drainMs: config.drainMs }, 'shutting down');
      const force = setTimeout(() => process.exit(1), config.drainMs + 10_000);
      force.unref();
      // Drain: not ready any more (the load balancer stops sending requests), no new telemetry
      // taken from a shared group; requests and batches in progress finish, their acks go out.
      app.lifecycle.draining = true;
      await bus?.drain?.().catch((error: Error) => log.error({ err: error }, 'draining mqtt'));
      if (config.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.drainMs));
      await demo?.close().catch(() => {});
      await app.close().catch((error: Error) => log.error({ err: error }, 'closing http'));
      await bus?.close().catch((error: Error) => log.error({ err: error }, 'closing mqtt'));
      await database?.close().catch((error: Error) => log.error({ err: error }, 'closing database'));
      process.exit(0);
    };
    process.on('SIGTERM', () => void stop('SIGTERM'));
    process.on('SIGINT', () => void stop('SIGINT'));
  } catch (error) {
    await bus?.close().catch(() => {});
    await database?.close().catch(() => {});
    fatal(describeStartupError(error, config));
  }
}

void main();
