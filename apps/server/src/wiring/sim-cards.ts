import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { AuditService } from '../features/audit/index.js';
import type { Notifier } from '../features/notifications/index.js';
import {
  carrierProviders,
  createInvoicesRepository,
  createInvoicesService,
  createSimCardsRepository,
  createSimCardsService,
  createSimUsageSync,
  invoicesRoutes,
  simCardsRoutes,
  type OneLinkConfig,
  type SimUsageSyncOptions,
} from '../features/sim-cards/index.js';

export interface SimCardsOptions extends SimUsageSyncOptions {
  /** China Mobile OneLink (ONELINK_APP_ID …); without it only manual cards. */
  onelink?: OneLinkConfig | undefined;
}

/**
 * SIM cards (spec §1, §2 /SIM, /card): the cards and their carrier actions, invoice applications,
 * and the usage sync that tells people when a card crosses its traffic warning level. Answers the
 * sync, which the app decorates, starts and stops.
 */
export async function registerSimCards(
  api: FastifyInstance,
  {
    db,
    log,
    audit,
    notifier,
    options,
  }: { db: Database; log: FastifyBaseLogger; audit: AuditService; notifier: Notifier; options: SimCardsOptions },
) {
  const { onelink, ...syncOptions } = options;
  const repo = createSimCardsRepository(db);
  const carriers = carrierProviders(onelink, syncOptions.now);
  const usageSync = createSimUsageSync({ repo, carriers, notifier, log, ...syncOptions });
  const clock = syncOptions.now ? { now: syncOptions.now } : {};
  await api.register(simCardsRoutes, {
    cards: createSimCardsService({ repo, carriers, audit, sync: usageSync.syncCards, ...clock }),
  });
  await api.register(invoicesRoutes, { invoices: createInvoicesService({ repo: createInvoicesRepository(db), cards: repo, audit }) });
  return { usageSync };
}
