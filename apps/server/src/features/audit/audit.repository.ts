import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { countedPage, escapeLike } from '../../db/sql.js';
import type { Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditEntry = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditQuery {
  category: 'operation' | 'login';
  page: number;
  pageSize: number;
  from?: Date | undefined;
  to?: Date | undefined;
  userName?: string | undefined;
  action?: string | undefined;
}

export function createAuditRepository(db: Database) {
  return {
    async insert(entry: AuditEntry) {
      await db.insert(auditLog).values(entry);
    },

    async list(scope: Scope, query: AuditQuery) {
      const where: SQL[] = [eq(auditLog.category, query.category)];
      if (scope.kind !== 'all') where.push(eq(auditLog.companyId, scope.companyId));
      if (scope.kind === 'assigned') where.push(eq(auditLog.userId, scope.userId));
      if (query.from) where.push(gte(auditLog.at, query.from));
      if (query.to) where.push(lte(auditLog.at, query.to));
      if (query.userName) where.push(ilike(auditLog.userName, `%${escapeLike(query.userName)}%`));
      if (query.action) where.push(eq(auditLog.action, query.action));
      const condition = and(...where);
      return countedPage(query, db.select({ n: count() }).from(auditLog).where(condition), ({ limit, offset }) =>
        db.select().from(auditLog).where(condition).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
      );
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
