import { scopeOf, type CompanyCreate, type CompanyUpdate, type ListQuery } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { CompaniesRepository } from './companies.repository.js';

/**
 * Companies (customer management): grade 0 manages every company; an equipment maker's users
 * manage the customer companies they serve, and may edit their own company.
 */
export function createCompaniesService({ repo, audit }: { repo: CompaniesRepository; audit: AuditService }) {
  async function load(principal: UserPrincipal, id: number) {
    const company = await repo.find(scopeOf(principal), id);
    if (!company) throw new AppError('NOT_FOUND');
    return company;
  }

  return {
    list: (principal: UserPrincipal, query: ListQuery) => repo.list(scopeOf(principal), query),
    get: load,

    async create(principal: UserPrincipal, actor: Actor, input: CompanyCreate) {
      const parentId = principal.grade === 0 ? null : principal.companyId;
      if (principal.grade !== 0 && parentId === null) throw new AppError('FORBIDDEN');
      const company = await repo.insert({ ...input, parentId });
      await audit.change(actor, {
        action: 'company.create',
        objectType: 'company',
        objectId: company.id,
        after: company,
        companyId: company.id,
      });
      return company;
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, patch: CompanyUpdate) {
      const before = await load(principal, id);
      const after = await repo.update(id, patch);
      await audit.change(actor, { action: 'company.update', objectType: 'company', objectId: id, before, after, companyId: id });
      return after;
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      if (principal.companyId === id) throw new AppError('CONFLICT', {}, 'error.companyInUse');
      if (await repo.inUse(id)) throw new AppError('CONFLICT', {}, 'error.companyInUse');
      await repo.remove(id);
      await audit.change(actor, { action: 'company.delete', objectType: 'company', objectId: id, before, companyId: before.parentId });
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
