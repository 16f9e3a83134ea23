import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** The Idempotency-Key table: claim a key, store its answer, forget it. */
export function createIdempotencyRepository(db: Database) {
  return {
    /**
     * Claims (user, key) for a request: true when this call inserted it (the request runs), false
     * when the key was there already (read it). Keys past their time go first, and a claim left
     * unanswered since before `staleBefore` is given up.
     */
    async claim(userId: number, key: string, request: string, expiredBefore: Date, staleBefore: Date): Promise<boolean> {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore));
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            isNull(idempotencyKeys.status),
            lt(idempotencyKeys.createdAt, staleBefore),
          ),
        );
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ userId, key, request })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return inserted.length === 1;
    },

    async find(userId: number, key: string): Promise<IdempotencyRow | undefined> {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return row;
    },

    async answer(userId: number, key: string, status: number, body: string): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ status, body })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    },

    /** Lets a key go (the server failed, 5xx): the next try runs the request. */
    async release(userId: number, key: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
