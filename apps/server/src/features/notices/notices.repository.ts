import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { NoticeType } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { noticeReads, notices } from '../../db/schema/index.js';
import { countedPage } from '../../db/sql.js';

/** Notices addressed to everyone or to the reader's company. */
function audience(companyId: number | null): SQL | undefined {
  return companyId === null ? isNull(notices.companyId) : or(isNull(notices.companyId), eq(notices.companyId, companyId));
}

export function createNoticesRepository(db: Database) {
  const columns = (userId: number) => ({
    id: notices.id,
    type: notices.type,
    title: notices.title,
    body: notices.body,
    companyId: notices.companyId,
    createdAt: notices.createdAt,
    read: sql<boolean>`exists (select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id} and ${noticeReads.userId} = ${userId})`,
  });

  return {
    /** Notices addressed to the user's company or to everyone, not yet read by the user. */
    async unreadCount(userId: number, companyId: number | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notices)
        .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId)))
        .where(and(isNull(noticeReads.noticeId), audience(companyId)));
      return row?.n ?? 0;
    },

    async list(userId: number, companyId: number | null, page: { page: number; pageSize: number }) {
      return countedPage(page, db.select({ n: count() }).from(notices).where(audience(companyId)), ({ limit, offset }) =>
        db
          .select(columns(userId))
          .from(notices)
          .where(audience(companyId))
          .orderBy(desc(notices.createdAt), desc(notices.id))
          .limit(limit)
          .offset(offset),
      );
    },

    async find(userId: number, companyId: number | null, id: number) {
      const [row] = await db
        .select(columns(userId))
        .from(notices)
        .where(and(eq(notices.id, id), audience(companyId)));
      return row;
    },

    /** The newest unread notice of one type, for the system-message pop-up. */
    async newestUnread(userId: number, companyId: number | null, type: NoticeType) {
      const [row] = await db
        .select(columns(userId))
        .from(notices)
        .leftJoin(noticeReads, and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId)))
        .where(and(isNull(noticeReads.noticeId), eq(notices.type, type), audience(companyId)))
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(1);
      return row;
    },

    async markRead(userId: number, noticeId: number) {
      await db.insert(noticeReads).values({ userId, noticeId }).onConflictDoNothing();
    },

    async markAllRead(userId: number, companyId: number | null) {
      await db.execute(sql`
        insert into ${noticeReads} (notice_id, user_id)
        select ${notices.id}, ${userId} from ${notices} where ${audience(companyId)}
        on conflict do nothing`);
    },

    async insert(input: { companyId: number | null; title: string; body: string; type?: NoticeType; createdBy?: number | null }) {
      const [row] = await db.insert(notices).values(input).returning();
      return row!;
    },

    /** Only a notice the publisher's scope owns: their company's, or any for grade 0. */
    async remove(id: number, ownerCompanyId: number | null | 'any') {
      const owned =
        ownerCompanyId === 'any' ? undefined : ownerCompanyId === null ? isNull(notices.companyId) : eq(notices.companyId, ownerCompanyId);
      const rows = await db
        .delete(notices)
        .where(and(eq(notices.id, id), owned))
        .returning({ id: notices.id, title: notices.title, companyId: notices.companyId });
      return rows[0];
    },
  };
}

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
