import type { ClientErrorKind } from '@fieldlink/domain';
import { and, count, countDistinct, desc, eq, gte, ilike, lte, max, min, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clientErrors, rateLimits } from '../../db/schema/index.js';
import { escapeLike, countedPage } from '../../db/sql.js';

export type ClientErrorRow = typeof clientErrors.$inferSelect;
export type NewClientError = typeof clientErrors.$inferInsert;

/** Who may read which reports: all (grade 0), a company's, or a user's own. */
export type ClientErrorScope = { kind: 'all' } | { kind: 'company'; companyId: number } | { kind: 'user'; userId: number };

export interface ClientErrorQuery {
  page: number;
  pageSize: number;
  kind?: ClientErrorKind | undefined;
  keyword?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  fingerprint?: string | undefined;
}

function conditionOf(scope: ClientErrorScope, query: Omit<ClientErrorQuery, 'page' | 'pageSize'>): SQL | undefined {
  const where: SQL[] = [];
  if (scope.kind === 'company') where.push(eq(clientErrors.companyId, scope.companyId));
  if (scope.kind === 'user') where.push(eq(clientErrors.userId, scope.userId));
  if (query.kind) where.push(eq(clientErrors.kind, query.kind));
  if (query.from) where.push(gte(clientErrors.at, query.from));
  if (query.to) where.push(lte(clientErrors.at, query.to));
  if (query.fingerprint) where.push(eq(clientErrors.fingerprint, query.fingerprint));
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    where.push(
      or(
        ilike(clientErrors.message, like),
        ilike(clientErrors.route, like),
        ilike(clientErrors.url, like),
        ilike(clientErrors.userName, like),
      )!,
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

export function createClientErrorsRepository(db: Database) {
  return {
    async insert(entry: NewClientError): Promise<number> {
      const [row] = await db.insert(clientErrors).values(entry).returning({ id: clientErrors.id });
      return row!.id;
    },

    /**
     * Counts one report against a fixed-window counter in `rate_limits` (the table sign-in and the
     * repair links use), in one atomic upsert, and answers the count after it.
     */
    async hitRateLimit(key: string, now: Date, windowMs: number): Promise<number> {
      const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, windowStart: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
          },
        })
        .returning({ count: rateLimits.count });
      return row!.count;
    },

    async list(scope: ClientErrorScope, query: ClientErrorQuery) {
      const condition = conditionOf(scope, query);
      return countedPage(query, db.select({ n: count() }).from(clientErrors).where(condition), ({ limit, offset }) =>
        db.select().from(clientErrors).where(condition).orderBy(desc(clientErrors.at), desc(clientErrors.id)).limit(limit).offset(offset),
      );
    },

    /** Deletes every report of one group in the scope; how many went. */
    async removeGroup(scope: ClientErrorScope, fingerprint: string): Promise<number> {
      const gone = await db.delete(clientErrors).where(conditionOf(scope, { fingerprint })).returning({ id: clientErrors.id });
      return gone.length;
    },

    /** The reports grouped by fingerprint, the most recently seen first; the newest entry of each names the message and version. */
    async groups(scope: ClientErrorScope, query: ClientErrorQuery) {
      const condition = conditionOf(scope, query);
      const grouped = db
        .select({
          fingerprint: clientErrors.fingerprint,
          count: count().as('count'),
          users: countDistinct(clientErrors.userId).as('users'),
          firstSeen: min(clientErrors.at).as('first_seen'),
          lastSeen: max(clientErrors.at).as('last_seen'),
          lastId: max(clientErrors.id).as('last_id'),
        })
        .from(clientErrors)
        .where(condition)
        .groupBy(clientErrors.fingerprint)
        .as('grouped');
      const { items: rows, total } = await countedPage(query, db.select({ n: count() }).from(grouped), ({ limit, offset }) =>
        db
          .select({
            fingerprint: grouped.fingerprint,
            count: grouped.count,
            users: grouped.users,
            firstSeen: grouped.firstSeen,
            lastSeen: grouped.lastSeen,
            lastId: grouped.lastId,
            kind: clientErrors.kind,
            message: clientErrors.message,
            lastVersion: clientErrors.version,
          })
          .from(grouped)
          .innerJoin(clientErrors, eq(clientErrors.id, grouped.lastId))
          .orderBy(desc(grouped.lastSeen), desc(grouped.lastId))
          .limit(limit)
          .offset(offset),
      );
      return {
        items: rows.map((row) => ({
          ...row,
          firstSeen: new Date(row.firstSeen!),
          lastSeen: new Date(row.lastSeen!),
          lastId: Number(row.lastId),
        })),
        total,
      };
    },
  };
}

export type ClientErrorsRepository = ReturnType<typeof createClientErrorsRepository>;
