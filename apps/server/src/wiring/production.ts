import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import type { AuditService } from '../features/audit/index.js';
import type { Connectivity } from '../features/connectivity/index.js';
import type { Notifier } from '../features/notifications/index.js';
import {
  createCounterEngine,
  createProductionFigures,
  createProductionRepository,
  createProductionService,
  productionRoutes,
} from '../features/production/index.js';

export interface ProductionDeps {
  db: Database;
  log: FastifyBaseLogger;
  audit: AuditService;
  connectivity: Connectivity;
  notifier: Notifier;
}

/**
 * Production management: templates, tasks, raw materials and figures, and the counter engine on the
 * connectivity values observer (beside the alarm and automation engines) that counts running tasks' output.
 */
export async function registerProduction(api: FastifyInstance, { db, log, audit, connectivity, notifier }: ProductionDeps) {
  const repo = createProductionRepository(db);
  const engine = createCounterEngine({ repo, hub: connectivity.hub, notifier, log: log as unknown as Logger });
  connectivity.observeValues((device, values) => engine.onValues(device, values));
  await api.register(productionRoutes, {
    production: createProductionService({ repo, audit, counter: engine }),
    figures: createProductionFigures(repo),
  });
  return { engine };
}
