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
  type ProgressPublisher,
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
 * A task that moved is pushed on the stream to its device's followers and to its operator.
 */
export async function registerProduction(api: FastifyInstance, { db, log, audit, connectivity, notifier }: ProductionDeps) {
  const repo = createProductionRepository(db);
  const { hub } = connectivity;
  // The task's device (production managers following it) and its operator (my task), on every instance.
  const publish: ProgressPublisher = (task) => {
    hub.emit({ type: 'production', deviceId: task.deviceId, task });
    if (task.operatorId !== null) hub.publishToUser(task.operatorId, { type: 'production', task });
  };
  const engine = createCounterEngine({ repo, hub, notifier, log: log as unknown as Logger, publish });
  connectivity.observeValues((device, values) => engine.onValues(device, values));
  await api.register(productionRoutes, {
    production: createProductionService({ repo, audit, counter: engine, publish }),
    figures: createProductionFigures(repo),
  });
  return { engine };
}
