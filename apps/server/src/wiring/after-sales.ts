import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import {
  alarmsRoutes,
  createAlarmEngine,
  createAlarmSourcesService,
  createAlarmSourcesRepository,
  createAlarmsRepository,
  createAlarmsService,
} from '../features/alarms/index.js';
import {
  automationRoutes,
  createAutomationEngine,
  createAutomationRepository,
  createAutomationService,
  createStatusesRepository,
  createStatusesService,
} from '../features/automation/index.js';
import { assessmentRoutes, createAssessmentRepository, createAssessmentService, ratingsRoutes } from '../features/assessment/index.js';
import type { AuditService } from '../features/audit/audit.service.js';
import { createConnectivityService, type Connectivity } from '../features/connectivity/index.js';
import type { DevicesRepository } from '../features/devices/index.js';
import {
  createMaintenanceImportRepository,
  createMaintenanceImportService,
  createMaintenancePlansRepository,
  createMaintenancePlansService,
  createMaintenanceScheduler,
  maintenanceImportRoutes,
  maintenancePlansRoutes,
  type MaintenanceSchedulerOptions,
} from '../features/maintenance-plans/index.js';
import type { NotificationsRuntime } from '../features/notifications/index.js';
import type { ProjectsRepository } from '../features/projects/index.js';
import {
  createApplicationsRepository,
  createPartsRepository,
  createSparePartsService,
  sparePartsRoutes,
} from '../features/spare-parts/index.js';
import {
  createRepairRequestsRepository,
  createRepairRequestsService,
  createWorkOrderNotifications,
  createWorkOrdersRepository,
  createWorkOrdersService,
  repairRequestsRoutes,
  workOrdersRoutes,
} from '../features/work-orders/index.js';
import {
  createReliabilityRepository,
  createReliabilityService,
  createVerificationCheck,
  createVerificationRepository,
  reliabilityRoutes,
  type VerificationCheckOptions,
} from '../features/reliability/index.js';
import type { FileStore } from '../lib/files.js';
import { createWebPushRepository, createWebPushService, webPushRoutes, type WebPushOptions } from '../features/web-push/index.js';

export interface AfterSalesDeps {
  db: Database;
  log: FastifyBaseLogger;
  audit: AuditService;
  connectivity: Connectivity;
  devices: DevicesRepository;
  projects: ProjectsRepository;
  notifier: NotificationsRuntime;
  files: FileStore;
  maintenance: MaintenanceSchedulerOptions;
  /** The check that judges repairs by the data (issue 39): interval and clock. */
  verification?: VerificationCheckOptions;
  /** Web Push of new assignments (issue 40): the VAPID contact and, in tests, the agent to a fake push service. */
  webPush: Omit<WebPushOptions, 'log'>;
}

/**
 * The after-sales side under /api/v1 and the alarms that feed it: alarm sources and the engine beside ingest,
 * conditional automation (triggers, assignments, status tables) and its engine on the same observer,
 * work orders with repair requests (desktop, phone, QR link), maintenance plans and their import, assessment and
 * spare parts. Orders opened by alarms are announced like repair requests. Answers the alarm engine and the
 * maintenance scheduler, which the app decorates, starts and stops.
 */
export async function registerAfterSales(api: FastifyInstance, deps: AfterSalesDeps) {
  const { db, log, audit, notifier, connectivity } = deps;
  const orders = createWorkOrdersRepository(db);
  const repairs = createRepairRequestsRepository(db);
  // Web Push: the VAPID keys are made on the first start (once ready) and kept in the server's secrets.
  const webPush = createWebPushService({ repo: createWebPushRepository(db), ...deps.webPush, log });
  api.addHook('onReady', async () => webPush.start().catch((err: unknown) => log.warn({ err }, 'VAPID keys not ready')));
  await api.register(webPushRoutes, { webPush });
  const notifications = createWorkOrderNotifications({
    notifier,
    dispatchersOf: repairs.dispatchersOf,
    push: webPush.notifyUsers,
    onError: (err) => log.warn({ err }, 'work-order notification failed'),
  });

  // Alarms: evaluated beside ingest (in memory, written asynchronously), told through the notifier.
  const alarmsRepository = createAlarmsRepository(db);
  const alarmEngine = createAlarmEngine({
    repo: alarmsRepository,
    hub: connectivity.hub,
    notifier,
    log: log as unknown as Logger,
    orderOpened: async (orderId) => {
      const order = await orders.find({ kind: 'all' }, orderId);
      if (order) await notifications.created(order, null);
    },
  });
  connectivity.observeValues((device, values) => alarmEngine.onValues(device, values));
  await api.register(alarmsRoutes, {
    sources: createAlarmSourcesService({ repo: createAlarmSourcesRepository(db), engine: alarmEngine, notifier, audit }),
    alarms: createAlarmsService({ repo: alarmsRepository, engine: alarmEngine, notifier, audit }),
  });

  // Conditional automation: triggers on the same observer, writes through the set-value path (checks, command, audit).
  const writes = createConnectivityService({ connectivity, devices: deps.devices, audit });
  const automationRepository = createAutomationRepository(db);
  const automationEngine = createAutomationEngine({
    repo: automationRepository,
    hub: connectivity.hub,
    write: writes.systemWrite,
    log: log as unknown as Logger,
  });
  connectivity.observeValues((device, values) => automationEngine.onValues(device, values));
  await api.register(automationRoutes, {
    automation: createAutomationService({ repo: automationRepository, engine: automationEngine, audit }),
    statuses: createStatusesService({ repo: createStatusesRepository(db), audit }),
  });

  const workOrders = createWorkOrdersService({ repo: orders, projects: deps.projects, audit, notifications });
  await api.register(workOrdersRoutes, { workOrders });
  await api.register(repairRequestsRoutes, {
    requests: createRepairRequestsService({
      repo: repairs,
      orders,
      workOrders,
      devices: deps.devices,
      files: deps.files,
      audit,
      notifications,
    }),
    files: deps.files,
  });

  const maintenancePlans = createMaintenancePlansRepository(db);
  const clock = deps.maintenance.now ? { now: deps.maintenance.now } : {};
  const maintenanceScheduler = createMaintenanceScheduler({ repo: maintenancePlans, notifier, log, ...deps.maintenance });
  await api.register(maintenancePlansRoutes, {
    plans: createMaintenancePlansService({
      repo: maintenancePlans,
      projects: deps.projects,
      workOrders,
      workOrdersRepo: orders,
      audit,
      ...clock,
    }),
  });
  await api.register(maintenanceImportRoutes, {
    imports: createMaintenanceImportService({ repo: createMaintenanceImportRepository(db), plans: maintenancePlans, audit, ...clock }),
  });

  const assessment = createAssessmentService({ repo: createAssessmentRepository(db), audit });
  await api.register(assessmentRoutes, { assessment });
  await api.register(ratingsRoutes, { assessment });
  await api.register(sparePartsRoutes, {
    spareParts: createSparePartsService({ parts: createPartsRepository(db), applications: createApplicationsRepository(db), audit }),
  });
  // Closing the loop (issue 39): repairs judged by the machine's data, reliability figures.
  const verificationRepo = createVerificationRepository(db);
  const verificationCheck = createVerificationCheck({ repo: verificationRepo, notifier, log, ...deps.verification });
  await api.register(reliabilityRoutes, {
    reliability: createReliabilityService({ repo: createReliabilityRepository(db), orders, samples: verificationRepo, audit }),
  });
  return { alarmEngine, automationEngine, maintenanceScheduler, verificationCheck };
}
