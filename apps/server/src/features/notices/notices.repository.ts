import { and, count, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { noticeReads, notices } from '../../db/schema/index.js';

export function createNoticesRepository(db: Database) {
  return {
    /** Notices addressed to the user's company or to everyone, not yet read by the user. */
    async unreadCount(userId: number, companyId: number | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notices)
        .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId)))
        .where(
          and(
            isNull(noticeReads.noticeId),
            companyId === null ? isNull(notices.companyId) : or(isNull(notices.companyId), eq(notices.companyId, companyId)),
          ),
        );
      return row?.n ?? 0;
    },

    async insert(input: { companyId: number | null; title: string; body: string; type?: 'update' | 'alarm' }) {
      const [row] = await db.insert(notices).values(input).returning({ id: notices.id });
      return row!.id;
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
