import { retentionPlan } from '@fieldlink/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { createRetentionRepository } from './retention.repository.js';

const DAY_MS = 86_400_000;

/**
 * Retention, once a day. Monthly partitions are shared by all companies, so a whole partition is
 * dropped (cheap, no dead rows) only when its month ended before the cutoff of the LONGEST
 * retention of any company (companies without a setting keep DEFAULT_RETENTION_MONTHS); a
 * company that keeps less has its own rows deleted in batches from the months in between.
 * Future partitions are created ahead by the connectivity sweep (this month and the next two).
 */
export function createRetention({ db, log, now = () => new Date() }: { db: Database; log?: FastifyBaseLogger; now?: () => Date }) {
  const repo = createRetentionRepository(db);
  let timer: NodeJS.Timeout | undefined;

  async function run() {
    const at = now();
    const plan = retentionPlan(at, await repo.partitions(), await repo.retentions());
    for (const name of plan.drop) await repo.dropPartition(name);
    const swept = await repo.deleteAllBefore(plan.dropBefore);
    let deleted = 0;
    for (const d of plan.deletes) deleted += await repo.deleteCompanyBefore(d.companyId, d.before);
    log?.info({ dropped: plan.drop, swept, deleted }, 'history retention');
    return { dropped: plan.drop, swept, deleted };
  }

  return {
    run,
    /** Runs a minute after start, then daily. */
    start(delayMs = 60_000) {
      const loop = (ms: number) => {
        timer = setTimeout(() => {
          void run()
            .catch((error: Error) => log?.error({ err: error.message }, 'history retention failed'))
            .finally(() => loop(DAY_MS));
        }, ms);
        timer.unref();
      };
      loop(delayMs);
    },
    stop() {
      if (timer) clearTimeout(timer);
    },
  };
}
