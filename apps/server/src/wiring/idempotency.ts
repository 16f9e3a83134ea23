import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { createIdempotencyRepository } from '../features/idempotency/index.js';
import { idempotencyPlugin } from '../plugins/idempotency.js';

/**
 * Writes sent with an `Idempotency-Key` (the phone's offline queue): the plugin that answers a replay
 * with the stored answer, over the idempotency feature's repository.
 */
export async function registerIdempotency(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(idempotencyPlugin, { repository: createIdempotencyRepository(db) });
}
