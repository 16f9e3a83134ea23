import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { createRetention } from './retention.js';
import { createHistoryRepository } from './history.repository.js';
import { createHistoryService } from './history.service.js';
import type { HistoryRoutesOptions } from './history.routes.js';
import { createRollupsRepository } from './rollups.repository.js';

export { historyRoutes } from './history.routes.js';
export { createHistoryService, type HisDataLimit, type HistoryService } from './history.service.js';
export { createHistoryRepository } from './history.repository.js';
export { createRollupsRepository, type RollupsRepository, type RollupBucket, type RollupRow } from './rollups.repository.js';
export { createRetention } from './retention.js';

/**
 * Everything the history routes need, on one database: `pending` = this instance's unwritten
 * roll-ups; with `log`, the daily retention job runs while the app does.
 */
export function historyFeature(
  db: Database,
  { pending, log }: { pending?: { flush(): Promise<void> }; log?: FastifyBaseLogger } = {},
): HistoryRoutesOptions {
  const repo = createHistoryRepository(db);
  const rollups = createRollupsRepository(db);
  return {
    repo,
    rollups,
    history: createHistoryService({ repo, rollups, ...(pending ? { pending } : {}) }),
    ...(log ? { retention: createRetention({ db, log }) } : {}),
  };
}
export { createRollupWriter } from './rollup-writer.js';
