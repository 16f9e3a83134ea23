import { scopeOf, ungrantable, type Grants, type ListQuery, type RoleCreate, type RoleUpdate } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { auditedWrites } from '../../lib/audited-writes.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { RoleRow, RolesRepository } from './roles.repository.js';

export function createRolesService({ repo, audit }: { repo: RolesRepository; audit: AuditService }) {
  const writes = auditedWrites<RoleRow>({ audit, objectType: 'role', updateVerb: 'update' });

  async function load(principal: UserPrincipal, id: number) {
    const role = await repo.find(scopeOf(principal), id);
    if (!role) throw new AppError('NOT_FOUND');
    return role;
  }

  /** Nobody grants a key they do not hold themselves. */
  function checkGrantable(principal: UserPrincipal, permissions: Grants) {
    const [first] = ungrantable({ grade: principal.grade, demo: principal.demo, grants: principal.grants }, permissions);
    if (first) throw new AppError('FORBIDDEN', first, 'error.grantBeyondOwn');
  }

  return {
    list: (principal: UserPrincipal, query: ListQuery) => repo.list(scopeOf(principal), query),
    get: load,

    async create(principal: UserPrincipal, actor: Actor, input: RoleCreate) {
      const companyId = principal.grade === 0 ? (input.companyId ?? principal.companyId) : principal.companyId;
      if (companyId === null) throw new AppError('BAD_REQUEST', {}, 'error.companyRequired');
      checkGrantable(principal, input.permissions);
      if (await repo.nameTaken(companyId, input.name)) throw new AppError('CONFLICT', {}, 'validation.roleNameTaken', 'name');
      const insert = () => repo.insert({ companyId, name: input.name, remarks: input.remarks, permissions: input.permissions });
      return writes.create(actor, insert, { companyId });
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, patch: RoleUpdate) {
      const before = await load(principal, id);
      if (patch.permissions) checkGrantable(principal, patch.permissions);
      if (patch.name && (await repo.nameTaken(before.companyId, patch.name, id)))
        throw new AppError('CONFLICT', {}, 'validation.roleNameTaken', 'name');
      // A change of permissions is logged as its own action.
      const action = patch.permissions ? 'role.permissions' : 'role.update';
      return writes.update(actor, before, () => repo.update(id, patch), { action, companyId: before.companyId });
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      await writes.remove(actor, before, () => repo.remove(id));
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
