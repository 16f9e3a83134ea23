import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { AuditService } from '../features/audit/index.js';
import type { Connectivity } from '../features/connectivity/index.js';
import {
  createInstallmentScheduler,
  createInstallmentsRepository,
  createInstallmentsService,
  createLockEngine,
  installmentsRoutes,
  type InstallmentSchedulerOptions,
} from '../features/installments/index.js';
import type { Notifier } from '../features/notifications/index.js';
import type { FileStore } from '../lib/files.js';

export interface InstallmentsDeps {
  db: Database;
  log: FastifyBaseLogger;
  audit: AuditService;
  connectivity: Connectivity;
  notifier: Notifier;
  files: FileStore;
  options: InstallmentSchedulerOptions;
}

/** Installments and device lock: the routes, the lock engine over the device commands, and its scheduler. */
export async function registerInstallments(
  api: FastifyInstance,
  { db, log, audit, connectivity, notifier, files, options }: InstallmentsDeps,
) {
  const repo = createInstallmentsRepository(db);
  const now = options.now ?? (() => new Date());
  const engine = createLockEngine({ repo, audit, commands: connectivity.commands, notifier, log, now });
  await api.register(installmentsRoutes, { installments: createInstallmentsService({ repo, engine, audit, files, now }), files });
  return { installmentScheduler: createInstallmentScheduler(engine, log, options.tickMs) };
}
