import { scopeOf, wallDate } from '@fieldlink/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { AuditService } from '../features/audit/index.js';
import { createConnectivityService, type Connectivity } from '../features/connectivity/index.js';
import type { DevicesRepository } from '../features/devices/index.js';
import { historyFeature } from '../features/history/index.js';
import { createOverviewRepository, createOverviewService, overviewRoutes } from '../features/overview/index.js';
import { createProductionFigures, createProductionRepository } from '../features/production/index.js';
import { createReliabilityRepository, createReliabilityService, createVerificationRepository } from '../features/reliability/index.js';
import { createScreensRepository, createScreensService, screensRoutes } from '../features/screens/index.js';
import { createWorkOrdersRepository } from '../features/work-orders/index.js';

export interface DisplaysDeps {
  db: Database;
  audit: AuditService;
  connectivity: Connectivity;
  devices: DevicesRepository;
}

/** The fleet at a glance: the home page's overview and the large screens, whose display reads it too (and today's production figures). */
export async function registerDisplays(api: FastifyInstance, { db, audit, connectivity, devices }: DisplaysDeps) {
  const overview = createOverviewService({
    repo: createOverviewRepository(db),
    workOrders: createWorkOrdersRepository(db),
    pending: connectivity.rollups,
  });
  await api.register(overviewRoutes, { overview });
  const { history } = historyFeature(db, { pending: connectivity.rollups });
  const live = createConnectivityService({ connectivity, devices, audit });
  const production = createProductionFigures(createProductionRepository(db));
  const workOrders = createWorkOrdersRepository(db);
  const reliability = createReliabilityService({
    repo: createReliabilityRepository(db),
    orders: workOrders,
    samples: createVerificationRepository(db),
    audit,
  });
  await api.register(screensRoutes, {
    screens: createScreensService({
      repo: createScreensRepository(db),
      audit,
      sources: {
        overview: (principal, projectId) => overview.overview(principal, projectId),
        live: (principal, deviceId) => live.live(principal, deviceId),
        history: (principal, query) => history.multi(principal, query),
        async productionToday(principal, { companyId, projectId, deviceId }) {
          const day = wallDate(new Date(), await api.companyZone(companyId));
          const query = { groupBy: 'day' as const, from: day, to: day, projectId, deviceId };
          const [row] = await production.figuresIn(scopeOf(principal), query, 'en-US');
          return {
            day,
            tasks: row?.tasks ?? 0,
            target: row?.target ?? 0,
            output: row?.output ?? 0,
            good: row?.good ?? 0,
            scrap: row?.scrap ?? 0,
            attainment: row?.attainment ?? null,
            oee: row?.oee ?? null,
          };
        },
        async reliability(principal, { projectId, from, to }) {
          const { total } = await reliability.figures(principal, { by: 'project', id: projectId, from, to });
          return {
            failures: total.failures,
            mttrMs: total.mttrMs,
            firstTimeFixRate: total.firstTimeFixRate,
            repeatRepairRate: total.repeatRepairRate,
            availability: total.availability,
          };
        },
      },
    }),
  });
}
