import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { AuditService } from '../features/audit/index.js';
import { createConnectivityService, type Connectivity } from '../features/connectivity/index.js';
import type { DevicesRepository } from '../features/devices/index.js';
import { historyFeature } from '../features/history/index.js';
import { createOverviewRepository, createOverviewService, overviewRoutes } from '../features/overview/index.js';
import { createScreensRepository, createScreensService, screensRoutes } from '../features/screens/index.js';
import { createWorkOrdersRepository } from '../features/work-orders/index.js';

export interface DisplaysDeps {
  db: Database;
  audit: AuditService;
  connectivity: Connectivity;
  devices: DevicesRepository;
}

/** The fleet at a glance: the home page's overview and the large screens, whose display reads it too. */
export async function registerDisplays(api: FastifyInstance, { db, audit, connectivity, devices }: DisplaysDeps) {
  const overview = createOverviewService({
    repo: createOverviewRepository(db),
    workOrders: createWorkOrdersRepository(db),
    pending: connectivity.rollups,
  });
  await api.register(overviewRoutes, { overview });
  const { history } = historyFeature(db, { pending: connectivity.rollups });
  const live = createConnectivityService({ connectivity, devices, audit });
  await api.register(screensRoutes, {
    screens: createScreensService({
      repo: createScreensRepository(db),
      audit,
      sources: {
        overview: (principal, projectId) => overview.overview(principal, projectId),
        live: (principal, deviceId) => live.live(principal, deviceId),
        history: (principal, query) => history.multi(principal, query),
      },
    }),
  });
}
