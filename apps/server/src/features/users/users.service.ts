import { scopeOf, type ListQuery, type UserCreate, type UserUpdate } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { ProjectsRepository } from '../projects/index.js';
import type { RolesRepository } from '../roles/index.js';
import type { UserListItem, UsersRepository } from './users.repository.js';

export interface UsersServiceDeps {
  repo: UsersRepository;
  roles: RolesRepository;
  projects: ProjectsRepository;
  audit: AuditService;
}

/**
 * User management: grade 0 manages everyone; others manage their own company's users, never
 * someone of a higher rank (a lower grade number) and never themselves into or out of existence.
 */
export function createUsersService({ repo, roles, projects, audit }: UsersServiceDeps) {
  async function load(principal: UserPrincipal, id: number) {
    const user = await repo.find(scopeOf(principal), id);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  function checkRank(principal: UserPrincipal, target: { grade: number }) {
    if (principal.grade !== 0 && target.grade < principal.grade) throw new AppError('FORBIDDEN', {}, 'error.gradeTooHigh');
  }

  async function checkAssignments(companyId: number, roleIds: number[] | undefined, projectIds: number[] | undefined) {
    if (roleIds?.length) {
      const own = await roles.idsOfCompany(companyId, roleIds);
      if (own.length !== new Set(roleIds).size) throw new AppError('BAD_REQUEST', {}, 'error.roleOtherCompany');
    }
    if (projectIds?.length) {
      const own = await projects.idsOfCompany(companyId, projectIds);
      if (own.length !== new Set(projectIds).size) throw new AppError('BAD_REQUEST', {}, 'error.projectOtherCompany');
    }
  }

  const snapshot = (user: UserListItem) => ({ ...user, roles: user.roles.map((r) => r.id) });

  return {
    list: (principal: UserPrincipal, query: ListQuery) => repo.list(scopeOf(principal), query),
    get: load,

    async create(principal: UserPrincipal, actor: Actor, input: UserCreate) {
      const companyId = principal.grade === 0 ? (input.companyId ?? principal.companyId) : principal.companyId;
      if (companyId === null) throw new AppError('BAD_REQUEST', {}, 'error.companyRequired');
      checkRank(principal, input);
      if (await repo.nameTaken(input.userName)) throw new AppError('CONFLICT', {}, 'validation.userNameTaken', 'userName');
      const roleIds = [...new Set(input.roleIds)];
      const projectIds = [...new Set(input.projectIds)];
      await checkAssignments(companyId, roleIds, projectIds);
      const id = await repo.insert(
        {
          userName: input.userName,
          passwordHash: await hashPassword(input.password),
          companyId,
          grade: input.grade,
          phone: input.phone,
          email: input.email,
          remarks: input.remarks,
          createdBy: principal.userId,
        },
        roleIds,
        projectIds,
      );
      const created = await load(principal, id);
      await audit.change(actor, { action: 'user.create', objectType: 'user', objectId: id, after: snapshot(created), companyId });
      return created;
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, patch: UserUpdate) {
      const before = await load(principal, id);
      checkRank(principal, before);
      if (patch.grade !== undefined) checkRank(principal, { grade: patch.grade });
      if (id === principal.userId && (patch.disabled || (patch.grade !== undefined && patch.grade !== before.grade))) {
        throw new AppError('CONFLICT', {}, 'error.cannotDeleteSelf');
      }
      if (patch.userName && (await repo.nameTaken(patch.userName, id)))
        throw new AppError('CONFLICT', {}, 'validation.userNameTaken', 'userName');
      if (before.companyId !== null) await checkAssignments(before.companyId, patch.roleIds, patch.projectIds);
      const { roleIds, projectIds, ...fields } = patch;
      await repo.update(id, fields, roleIds ? [...new Set(roleIds)] : undefined, projectIds ? [...new Set(projectIds)] : undefined);
      const after = await load(principal, id);
      await audit.change(actor, {
        action: 'user.update',
        objectType: 'user',
        objectId: id,
        before: snapshot(before),
        after: snapshot(after),
        companyId: before.companyId,
      });
      return after;
    },

    async resetPassword(principal: UserPrincipal, actor: Actor, id: number, password: string) {
      const target = await load(principal, id);
      checkRank(principal, target);
      await repo.setPassword(id, await hashPassword(password));
      await audit.change(actor, { action: 'user.resetPassword', objectType: 'user', objectId: id, companyId: target.companyId });
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      if (id === principal.userId) throw new AppError('CONFLICT', {}, 'error.cannotDeleteSelf');
      checkRank(principal, before);
      await repo.remove(id);
      await audit.change(actor, {
        action: 'user.delete',
        objectType: 'user',
        objectId: id,
        before: snapshot(before),
        companyId: before.companyId,
      });
    },

    /**
     * What the user form offers: the roles and projects the caller may assign. Served under
     * user management, so managing users does not require the roles or projects pages too.
     */
    async options(principal: UserPrincipal, companyId?: number) {
      const scope = scopeOf(principal);
      const query = { page: 1, pageSize: 500, companyId };
      const [roleRows, projectRows] = await Promise.all([roles.list(scope, query), projects.list(scope, query)]);
      return {
        roles: roleRows.items.map(({ id, name, companyId: owner }) => ({ id, name, companyId: owner })),
        projects: projectRows.items.map(({ id, name, companyId: owner }) => ({ id, name, companyId: owner })),
      };
    },

    /** Every user the caller may see, for the export (at most 10,000 rows). */
    async all(principal: UserPrincipal, query: ListQuery) {
      return (await repo.list(scopeOf(principal), { ...query, page: 1, pageSize: 10_000 })).items;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
