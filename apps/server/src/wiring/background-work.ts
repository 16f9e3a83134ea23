import type { FastifyInstance } from 'fastify';
import type { ClusterBus } from '../db/cluster-bus.js';
import type { CollectionGate } from '../features/collection/index.js';
import type { Connectivity } from '../features/connectivity/index.js';
import type { InstallmentScheduler } from '../features/installments/index.js';
import type { MaintenanceScheduler } from '../features/maintenance-plans/index.js';
import type { InboxRelay, NotificationsRuntime } from '../features/notifications/index.js';
import type { VerificationCheck } from '../features/reliability/index.js';
import type { ReportScheduler } from '../features/reports/index.js';
import type { SimUsageSync } from '../features/sim-cards/index.js';

declare module 'fastify' {
  /** The background jobs buildApp decorates the app with (tests call their `tick()`). */
  interface FastifyInstance {
    maintenanceScheduler: MaintenanceScheduler;
    verificationCheck: VerificationCheck;
    installmentScheduler: InstallmentScheduler;
    reportScheduler: ReportScheduler;
    simUsageSync: SimUsageSync;
  }
}

export interface BackgroundWork {
  collectionGate: CollectionGate;
  cluster: ClusterBus;
  connectivity: Connectivity;
  notifier: NotificationsRuntime;
  inboxRelay: InboxRelay;
}

/**
 * Starts what runs beside the requests (ingest, the cluster bus, the schedulers, the notifier) once every
 * route is registered, and stops each when the app closes. Hooks run in the order added: ingest is
 * stopped before the database closes, so what it holds is written first.
 */
export async function startBackgroundWork(
  app: FastifyInstance,
  { collectionGate, cluster, connectivity, notifier, inboxRelay }: BackgroundWork,
): Promise<void> {
  await collectionGate.start();
  await cluster.start();
  app.addHook('onClose', async () => cluster.stop());
  await connectivity.start();
  app.addHook('onClose', async () => connectivity.stop());
  app.addHook('onClose', async () => collectionGate.stop());
  app.reportScheduler.start();
  app.addHook('onClose', async () => app.reportScheduler.stop());
  app.maintenanceScheduler.start();
  notifier.start();
  await inboxRelay.start();
  app.addHook('onClose', async () => {
    await notifier.stop();
    await inboxRelay.stop();
  });
  app.addHook('onClose', async () => app.maintenanceScheduler.stop());
  app.verificationCheck.start();
  app.addHook('onClose', async () => app.verificationCheck.stop());
  app.simUsageSync.start();
  app.addHook('onClose', async () => app.simUsageSync.stop());
  app.installmentScheduler.start();
  app.addHook('onClose', async () => app.installmentScheduler.stop());
}
