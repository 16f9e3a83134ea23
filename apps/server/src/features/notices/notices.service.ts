import type { NoticeCreate, PageQuery } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { NoticesRepository } from './notices.repository.js';

export function createNoticesService({ repo, audit }: { repo: NoticesRepository; audit: AuditService }) {
  return {
    unreadCount: (user: UserPrincipal) => repo.unreadCount(user.userId, user.companyId),
    list: (user: UserPrincipal, page: PageQuery) => repo.list(user.userId, user.companyId, page),

    /** Opening a notice marks it read. */
    async open(user: UserPrincipal, id: number) {
      const notice = await repo.find(user.userId, user.companyId, id);
      if (!notice) throw new AppError('NOT_FOUND');
      if (!notice.read) await repo.markRead(user.userId, id);
      return { ...notice, read: true };
    },

    readAll: (user: UserPrincipal) => repo.markAllRead(user.userId, user.companyId),
    systemMessage: async (user: UserPrincipal) => (await repo.newestUnread(user.userId, user.companyId, 'update')) ?? null,

    /** Grade 0 may address everyone (companyId null) or one company; others only their own company. */
    async publish(user: UserPrincipal, actor: Actor, input: NoticeCreate) {
      const companyId = user.grade === 0 ? (input.companyId ?? null) : user.companyId;
      if (user.grade !== 0 && companyId === null) throw new AppError('FORBIDDEN');
      const notice = await repo.insert({ companyId, title: input.title, body: input.body, type: input.type, createdBy: user.userId });
      await audit.change(actor, { action: 'notice.create', objectType: 'notice', objectId: notice.id, after: notice, companyId });
      return { ...notice, read: false };
    },

    async remove(user: UserPrincipal, actor: Actor, id: number) {
      const removed = await repo.remove(id, user.grade === 0 ? 'any' : user.companyId);
      if (!removed) throw new AppError('NOT_FOUND');
      await audit.change(actor, {
        action: 'notice.delete',
        objectType: 'notice',
        objectId: id,
        before: removed,
        companyId: removed.companyId,
      });
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
