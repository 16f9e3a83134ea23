import { createCompanyZoneRepository, type CompanyZone } from './features/companies/company-zone.repository.js';
import fs from 'node:fs';
import os from 'node:os';
import type { Agent } from 'node:https';
import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { PASSWORD_DEFAULT_MIN_LENGTH } from '@fieldlink/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createWebSocketStream } from 'ws';
import type { EmbeddedBroker } from './broker/embedded.js';
import type { MessageBus } from './broker/message-bus.js';
import type { DatabaseHandle } from './db/client.js';
import { createClusterBus, type ClusterBus } from './db/cluster-bus.js';
import { createLifecycle, type Lifecycle } from './features/health/lifecycle.js';
import { createHttpCounters, metricsRoutes } from './features/health/metrics.routes.js';
import { createAuthRepository, createAuthService, createLoginKeys, createLoginKeysRepository } from './features/auth/index.js';
import { createAuditRepository, createAuditService } from './features/audit/index.js';
import {
  clientErrorsRoutes,
  createClientErrorsRepository,
  createClientErrorsService,
  createSourceMapper,
} from './features/client-errors/index.js';
import { createShareObjects, createSharesRepository, createSharesService, sharesRoutes } from './features/shares/index.js';
import { createProjectsRepository } from './features/projects/index.js';
import { createDevicesRepository } from './features/devices/index.js';
import { createConnectivity, type Connectivity } from './features/connectivity/index.js';
import { createCollectionGate, createCollectionRepository } from './features/collection/index.js';
import type { InstallmentSchedulerOptions } from './features/installments/index.js';
import type { MaintenanceSchedulerOptions } from './features/maintenance-plans/index.js';
import type { ReportSchedulerOptions } from './features/reports/index.js';
import { registerAfterSales } from './wiring/after-sales.js';
import { vapidSubject } from './features/web-push/index.js';
import type { VerificationCheckOptions } from './features/reliability/index.js';
import { registerFieldAccess } from './wiring/field-access.js';
import { registerConfiguration } from './wiring/configuration.js';
import { registerSimCards, type SimCardsOptions } from './wiring/sim-cards.js';
import { registerProduction } from './wiring/production.js';
import { registerInstallments } from './wiring/installments.js';
import { registerDisplays } from './wiring/displays.js';
import { registerMonitoring } from './wiring/monitoring.js';
import { registerPlatform } from './wiring/platform.js';
import { registerXData } from './wiring/xdata.js';
import { registerIdempotency } from './wiring/idempotency.js';
import { startBackgroundWork } from './wiring/background-work.js';
import type { XDataQueryLimits } from './features/xdata/index.js';
import { createVerificationRepository } from './features/verification/index.js';
import { smsProvider } from './sms/index.js';
import { mailProvider } from './mail/index.js';
import { fileStore } from './lib/files.js';
import type { ThrottleWait } from './lib/throttle.js';
import type { MailConfig, SmsConfig } from './config.js';
import type { WechatConfig } from './wechat/oauth.js';
import type { Logger } from 'pino';
import {
  createNotificationsRepository,
  createInboxRelay,
  createNotifier,
  type NotificationsOptions,
  type NotificationsRuntime,
} from './features/notifications/index.js';
import { zodValidatorCompiler } from './lib/validation.js';
import { accessPlugin } from './plugins/access.js';
import { responseSchemasPlugin } from './plugins/response-schemas.js';
import { errorsPlugin } from './plugins/errors.js';
import { compressionPlugin, webAppRoutes } from './plugins/web-delivery.js';
import { i18nPlugin } from './plugins/i18n.js';
import { EMBEDDABLE_PAGE, securityHeadersPlugin } from './plugins/security-headers.js';
import { RequestLogController, loggerOptions } from './plugins/logging.js';

export interface AppOptions {
  database: DatabaseHandle;
  bus: MessageBus;
  /** The built web app to serve at /, when present. */
  webDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** A ready pino instance instead of options (tests capture the log this way). */
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  trustProxy?: boolean;
  /** How the sign-in, share-code and verification-code throttles wait (tests record the delays). */
  throttleWait?: ThrottleWait;
  /** Whether `POST /auth/demo-login` signs anyone in (the demo seed, not production); off by default. */
  demoLogin?: boolean;
  /** Minimum length of new passwords (PASSWORD_MIN_LENGTH). */
  passwordMinLength?: number;
  /** WeChat official-account binding (WECHAT_APP_ID); off when undefined. */
  wechat?: WechatConfig | undefined;
  /** Where uploaded files live (DATA_DIR/files). */
  filesDir?: string;
  /** How text messages go out (SMS_PROVIDER); the `log` provider with an outbox by default. */
  sms?: SmsConfig;
  /** How e-mail goes out (MAIL_PROVIDER); the `log` provider with an outbox by default. */
  mail?: MailConfig;
  /** The server's own account on an external broker (from MQTT_URL), allowed every topic by the hooks. */
  mqttServerUser?: { userName: string; password: string } | undefined;
  /** Shared secret the external broker sends to the auth/ACL hooks (MQTT_HOOK_SECRET). */
  mqttHookSecret?: string | undefined;
  /** Ingest tuning (tests and benchmarks). */
  connectivity?: { sweepMs?: number; commandTimeoutMs?: number; batch?: { maxRows?: number; maxDelayMs?: number; maxInFlight?: number } };
  /** Notifications: escalation clock and ticker, public URL for links, WeChat template (tests set the clock). */
  notifications?: NotificationsOptions;
  /** Maintenance-plan scheduler: tick interval (0 = only when `app.maintenanceScheduler.tick()` is called) and clock. */
  maintenance?: MaintenanceSchedulerOptions;
  /** Repair verification by the data (issue 39): interval (0 = only `app.verificationCheck.tick()`) and clock. */
  verification?: VerificationCheckOptions;
  /** Installment overdue check: tick interval (0 = only `app.installmentScheduler.tick()`) and clock. */
  installments?: InstallmentSchedulerOptions;
  /** Scheduled report delivery: tick interval (0 = only `app.reportScheduler.tick()`) and clock. */
  reports?: ReportSchedulerOptions;
  /** The login keys' clock (tests move it past a rotation). */
  loginKeys?: { now?: () => Date };
  /** SIM cards: the OneLink account (none: manual cards only), the usage sync's interval (0 = only `app.simUsageSync.tick()`) and clock. */
  simCards?: SimCardsOptions;
  /** Remote HMI: idle timeout and longest session (tests shorten them). */
  remoteAccess?: { idleTimeoutMs?: number; maxSessionMs?: number; handshakeTimeoutMs?: number };
  /** XDATA model queries: the planner-cost ceiling and the statement timeout (tests move them). */
  xdata?: XDataQueryLimits;
  /** Web Push: the HTTPS agent to the push services (tests: a fake push service's certificate). */
  webPush?: { agent?: Agent };
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    connectivity: Connectivity;
    cluster: ClusterBus;
    /** Draining for a stop (SIGTERM): /health/ready answers 503 meanwhile. */
    lifecycle: Lifecycle;
    notifier: NotificationsRuntime;
    /** A company's time zone (exports write dates and name files in it). */
    companyZone: CompanyZone;
  }
}

export const API_PREFIX = '/api/v1';

export async function buildApp({
  database,
  bus,
  webDir,
  logger = loggerOptions('info'),
  loggerInstance,
  trustProxy = false,
  demoLogin = false,
  throttleWait,
  passwordMinLength = PASSWORD_DEFAULT_MIN_LENGTH,
  sms = { provider: 'log', production: false },
  mail = { provider: 'log', production: false },
  filesDir = path.join(os.tmpdir(), 'fieldlink-files'),
  wechat,
  mqttServerUser,
  mqttHookSecret,
  connectivity: connectivityOptions = {},
  maintenance: maintenanceOptions = {},
  verification: verificationOptions = {},
  installments: installmentsOptions = {},
  reports: reportsOptions = {},
  notifications: notificationsOptions = {},
  loginKeys: loginKeysOptions = {},
  simCards: simCardsOptions = {},
  remoteAccess: remoteAccessOptions = {},
  xdata: xdataLimits,
  webPush: webPushOptions = {},
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger }),
    trustProxy,
    // One debug line per request rather than two at info.
    logController: new RequestLogController(),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: any other body is refused with 415 rather than parsed as text.
  app.removeContentTypeParser('text/plain');
  app.decorate('database', database);
  const lifecycle = createLifecycle();
  app.decorate('lifecycle', lifecycle);
  const http = createHttpCounters();
  app.addHook('onResponse', async (_request, reply) => http.count(reply.statusCode));

  const { db } = database;
  app.decorate('companyZone', createCompanyZoneRepository(db));
  const audit = createAuditService({ repo: createAuditRepository(db) });
  const authRepository = createAuthRepository(db);
  const loginKeys = createLoginKeys({ repo: createLoginKeysRepository(db), ...loginKeysOptions });
  // Embedded PGlite: this process alone opens the database (its directory is locked to it), so every
  // change to a session goes through a write request here, which clears the cache — a lookup holds
  // for the token's lifetime. PostgreSQL: other instances change sessions too; 5 s at most.
  const authService = createAuthService({
    repo: authRepository,
    audit,
    loginKeys,
    demoLogin,
    ...(throttleWait ? { wait: throttleWait } : {}),
    ...(database.kind === 'pglite' ? { tokenCacheMs: Number.POSITIVE_INFINITY } : {}),
  });
  // Share links: the access check asks their scope, so they exist before any route.
  const shares = createSharesService({
    repo: createSharesRepository(db),
    objects: createShareObjects(db),
    audit,
    limits: authRepository,
    issueToken: (shareId, expiresAt, ip) => authService.issueShareToken(shareId, expiresAt, ip),
    ...(throttleWait ? { wait: throttleWait } : {}),
  });
  const verificationRepository = createVerificationRepository(db);
  const smsSender = smsProvider(sms, app.log as unknown as Logger, verificationRepository.outbox);
  const mailSender = mailProvider(mail, app.log as unknown as Logger, verificationRepository.mailOutbox);
  const projectsRepository = createProjectsRepository(db);
  const devicesRepository = createDevicesRepository(db);
  // Collection tasks decide which samples ingest stores (issue 7: hisdataconfig).
  const collectionRepository = createCollectionRepository(db);
  const collectionGate = createCollectionGate({ repo: collectionRepository, log: app.log });
  // Stream events (alarms, states, command outcomes) to browsers on the other instances.
  const cluster = createClusterBus({ database, log: app.log });
  app.decorate('cluster', cluster);
  const connectivity = createConnectivity({
    db,
    bus,
    cluster,
    storage: collectionGate,
    log: app.log as unknown as Logger,
    statementRows: database.kind === 'pglite' ? 2000 : Number.POSITIVE_INFINITY,
    batch: { maxInFlight: database.kind === 'pglite' ? 1 : 4, maxRows: database.kind === 'pglite' ? 5000 : 10_000 },
    ...connectivityOptions,
  });
  app.decorate('connectivity', connectivity);
  /** How every feature reaches people (inbox, SMS, WeChat, e-mail, webhook). */
  const notificationsRepository = createNotificationsRepository(db);
  const inboxRelay = createInboxRelay({
    database,
    repo: notificationsRepository,
    emit: (userId, message) => connectivity.hub.emitToUser(userId, { type: 'inbox', message }),
    log: app.log,
  });
  const notifier = createNotifier({
    repo: notificationsRepository,
    log: app.log,
    push: inboxRelay.push,
    sms: smsSender,
    mail: mailSender,
    wechat,
    options: notificationsOptions,
  });
  app.decorate('notifier', notifier);

  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(accessPlugin, { auth: authService, shareScope: shares.scope });
  await app.register(responseSchemasPlugin);
  await registerIdempotency(app, db);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Fieldlink API', version: '1', description: 'Every response is { code, message, data }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 256 * 1024 } });

  await app.register(
    async (api) => {
      await registerPlatform(api, {
        database,
        bus,
        audit,
        auth: authService,
        loginKeys,
        sms: smsSender,
        mail: mailSender,
        verification: verificationRepository,
        notifications: { repo: notificationsRepository, runtime: notifier },
        projects: projectsRepository,
        devices: devicesRepository,
        connectivity,
        filesDir,
        passwordMinLength,
        wechat,
        lifecycle,
        limits: authRepository,
        throttleWait,
      });
      const monitoring = await registerMonitoring(api, {
        db,
        log: app.log,
        audit,
        auth: authService,
        shareScope: shares.scope,
        connectivity,
        collection: { repo: collectionRepository, gate: collectionGate },
        devices: devicesRepository,
        notifier,
        mail: mailSender,
        mqttServerUser,
        mqttHookSecret,
        reports: reportsOptions,
      });
      app.decorate('reportScheduler', monitoring.reportScheduler);
      const afterSales = await registerAfterSales(api, {
        db,
        log: app.log,
        audit,
        connectivity,
        devices: devicesRepository,
        projects: projectsRepository,
        notifier,
        files: fileStore(filesDir),
        maintenance: maintenanceOptions,
        verification: verificationOptions,
        webPush: { subject: vapidSubject(notificationsOptions.publicUrl), ...webPushOptions },
      });
      app.decorate('verificationCheck', afterSales.verificationCheck);
      app.decorate('alarmEngine', afterSales.alarmEngine);
      app.decorate('automationEngine', afterSales.automationEngine);
      app.decorate('maintenanceScheduler', afterSales.maintenanceScheduler);
      const installments = await registerInstallments(api, {
        db,
        log: app.log,
        audit,
        connectivity,
        notifier,
        files: fileStore(filesDir),
        options: installmentsOptions,
      });
      app.decorate('installmentScheduler', installments.installmentScheduler);
      await registerDisplays(api, { db, audit, connectivity, devices: devicesRepository });
      await registerXData(api, { db, audit, limits: xdataLimits, sandbox: database.sandbox?.bind(database), log: app.log });
      await registerConfiguration(api, { db, audit, projects: projectsRepository, devices: devicesRepository });
      const sims = await registerSimCards(api, { db, log: app.log, audit, notifier, options: simCardsOptions });
      app.decorate('simUsageSync', sims.usageSync);
      const production = await registerProduction(api, { db, log: app.log, audit, connectivity, notifier });
      app.decorate('productionEngine', production.engine);
      await registerFieldAccess(api, { db, audit, connectivity, alarms: afterSales.alarmEngine, remote: remoteAccessOptions });
      await api.register(sharesRoutes, { shares });
      // Client error reports (spec §7 error_url, save_error_logger), stacks mapped with the web build's hidden maps.
      const clientErrors = createClientErrorsService({
        repo: createClientErrorsRepository(db),
        mapper: createSourceMapper({ webDir }),
        log: app.log,
      });
      await api.register(clientErrorsRoutes, { clientErrors });
      api.get('/openapi.json', { config: { access: 'public', answers: 'file' }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );

  // Routes owned by third-party plugins are public by nature (docs, static files).
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public', answers: route.config?.answers ?? 'file' };
    });
    await scope.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
    await scope.register(metricsRoutes, { connectivity, bus, cluster, http, lifecycle });
    if (bus.kind === 'embedded') {
      const broker = bus as EmbeddedBroker;
      scope.get('/mqtt', { websocket: true, schema: { hide: true } }, (socket) => broker.handle(createWebSocketStream(socket)));
    }
    if (webDir && fs.existsSync(path.join(webDir, 'index.html'))) {
      await scope.register(webAppRoutes, { webDir, embedRoute: { helmet: EMBEDDABLE_PAGE } });
    }
  });

  await startBackgroundWork(app, { collectionGate, cluster, connectivity, notifier, inboxRelay });

  return app;
}
