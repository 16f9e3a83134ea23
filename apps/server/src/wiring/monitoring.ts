import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { AuditService } from '../features/audit/audit.service.js';
import type { AuthService } from '../features/auth/auth.service.js';
import type { ShareScope } from '../plugins/access.js';
import { analysisRoutes, createAnalysisRepository, createAnalysisService } from '../features/analysis/index.js';
import { collectionRoutes, createCollectionService, type CollectionGate, type CollectionRepository } from '../features/collection/index.js';
import {
  connectivityRoutes,
  createConnectivityService,
  mqttHookRoutes,
  streamRoutes,
  type Connectivity,
} from '../features/connectivity/index.js';
import { createDevicesService, devicesRoutes, type DevicesRepository } from '../features/devices/index.js';
import { historyFeature, historyRoutes } from '../features/history/index.js';
import type { NotificationsRuntime } from '../features/notifications/index.js';
import { createPointsRepository, createPointsService, pointsRoutes } from '../features/points/index.js';
import {
  createReportScheduler,
  createReportsRepository,
  createReportsService,
  reportsRoutes,
  type ReportSchedulerOptions,
} from '../features/reports/index.js';
import { createGalleryRepository, createGalleryService, galleryRoutes } from '../features/gallery/index.js';
import { createViewsRepository, createViewsService, viewsRoutes } from '../features/views/index.js';
import { createRecipesRepository, createRecipesService, recipesRoutes } from '../features/recipes/index.js';
import type { MailProvider } from '../mail/index.js';
import { createProductionFigures, createProductionRepository } from '../features/production/index.js';

export interface MonitoringDeps {
  db: Database;
  log: FastifyBaseLogger;
  audit: AuditService;
  auth: AuthService;
  /** Which devices a share token's stream may follow. */
  shareScope: ShareScope;
  connectivity: Connectivity;
  collection: { repo: CollectionRepository; gate: CollectionGate };
  devices: DevicesRepository;
  notifier: NotificationsRuntime;
  mail: MailProvider;
  mqttServerUser: { userName: string; password: string } | undefined;
  mqttHookSecret: string | undefined;
  reports: ReportSchedulerOptions;
}

/**
 * The monitoring side under /api/v1: devices and points, the wire (live values, stream, broker hooks), history,
 * collection tasks, data analysis, multifunction reports, SCADA views and their gallery, recipes and their download. A device or point changed here reaches ingest and
 * its box at once (`configChanged`). Answers the report scheduler, which the app starts and stops.
 */
export async function registerMonitoring(api: FastifyInstance, deps: MonitoringDeps) {
  const { db, log, audit, connectivity, devices } = deps;
  const configChanged = connectivity.configChanged;
  await api.register(devicesRoutes, { devices: createDevicesService({ repo: devices, audit, configChanged }) });
  await api.register(pointsRoutes, { points: createPointsService({ repo: createPointsRepository(db), audit, configChanged }) });
  const connectivityService = createConnectivityService({ connectivity, devices, audit });
  await api.register(connectivityRoutes, { connectivity: connectivityService });
  await api.register(recipesRoutes, {
    recipes: createRecipesService({ repo: createRecipesRepository(db), devices, connectivity, live: connectivityService.live, audit }),
  });
  await api.register(streamRoutes, { auth: deps.auth, devices, hub: connectivity.hub, shareScope: deps.shareScope });
  await api.register(mqttHookRoutes, { gate: connectivity.gate, serverUser: deps.mqttServerUser, secret: deps.mqttHookSecret });

  const history = historyFeature(db, { pending: connectivity.rollups, log });
  await api.register(historyRoutes, history);
  await api.register(collectionRoutes, {
    collection: createCollectionService({ repo: deps.collection.repo, devices, audit, changed: deps.collection.gate.refresh }),
  });
  await api.register(analysisRoutes, { analysis: createAnalysisService({ repo: createAnalysisRepository(db), history: history.history }) });
  const reportsRepository = createReportsRepository(db);
  const figures = createProductionFigures(createProductionRepository(db));
  const reports = createReportsService({
    repo: reportsRepository,
    audit,
    history: history.history,
    // Within the report's company and project; labels of these groups do not depend on the language.
    production: ({ companyId, projectId, deviceId, groupBy, from, to }) =>
      figures.figuresIn({ kind: 'company', companyId }, { groupBy, from, to, projectId, deviceId: deviceId ?? undefined }, 'en-US'),
  });
  await api.register(reportsRoutes, { reports });
  await api.register(viewsRoutes, { views: createViewsService({ repo: createViewsRepository(db), audit }) });
  await api.register(galleryRoutes, { gallery: createGalleryService({ repo: createGalleryRepository(db), audit }) });
  return {
    reportScheduler: createReportScheduler({
      repo: reportsRepository,
      reports,
      mail: deps.mail,
      notifier: deps.notifier,
      log,
      ...deps.reports,
    }),
  };
}
