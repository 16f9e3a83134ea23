import { scopeOf, type ListQuery, type ProjectCreate, type ProjectUpdate } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { UserPrincipal } from '../auth/auth.service.js';
import type { ProjectsRepository } from './projects.repository.js';

export function createProjectsService({ repo, audit }: { repo: ProjectsRepository; audit: AuditService }) {
  async function load(principal: UserPrincipal, id: number) {
    const project = await repo.find(scopeOf(principal), id);
    // Another company's project, or one not assigned, does not exist for this caller.
    if (!project) throw new AppError('NOT_FOUND');
    return project;
  }

  return {
    list: (principal: UserPrincipal, query: ListQuery) => repo.list(scopeOf(principal), query),

    get: load,

    async create(principal: UserPrincipal, actor: Actor, input: ProjectCreate) {
      const companyId = principal.grade === 0 ? (input.companyId ?? principal.companyId) : principal.companyId;
      if (!companyId) throw new AppError('BAD_REQUEST', {}, 'error.companyRequired');
      // An ordinary user sees only assigned projects, so the one they create is assigned to them.
      const assignTo = principal.grade >= 2 ? principal.userId : null;
      const project = await repo.insert(
        { companyId, name: input.name, location: input.location, groupId: input.groupId ?? null, createdBy: principal.userId },
        assignTo,
      );
      await audit.change(actor, { action: 'project.create', objectType: 'project', objectId: project.id, after: project, companyId });
      return project;
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, patch: ProjectUpdate) {
      const before = await load(principal, id);
      const after = await repo.update(id, { ...patch, groupId: patch.groupId === undefined ? before.groupId : patch.groupId });
      await audit.change(actor, {
        action: 'project.update',
        objectType: 'project',
        objectId: id,
        before,
        after,
        companyId: before.companyId,
      });
      return after;
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      await repo.remove(id);
      await audit.change(actor, { action: 'project.delete', objectType: 'project', objectId: id, before, companyId: before.companyId });
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
