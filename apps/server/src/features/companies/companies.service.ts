import { scopeOf, type CompanyCreate, type CompanyUpdate, type ListQuery } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { auditedWrites } from '../../lib/audited-writes.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { CompaniesRepository, CompanyRow } from './companies.repository.js';

/**
 * Companies (customer management): grade 0 manages every company; an equipment maker's users
 * manage the customer companies they serve, and may edit their own company.
 */
export function createCompaniesService({ repo, audit }: { repo: CompaniesRepository; audit: AuditService }) {
  // A company's log rows belong to the company itself (its deletion's to its parent).
  const writes = auditedWrites<CompanyRow>({ audit, objectType: 'company', updateVerb: 'update', companyOf: (row) => row.id });

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
      return writes.create(actor, () => repo.insert({ ...input, parentId }));
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, patch: CompanyUpdate) {
      const before = await load(principal, id);
      return writes.update(actor, before, () => repo.update(id, patch));
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      if (principal.companyId === id) throw new AppError('CONFLICT', {}, 'error.companyInUse');
      if (await repo.inUse(id)) throw new AppError('CONFLICT', {}, 'error.companyInUse');
      await writes.remove(actor, before, () => repo.remove(id), { companyId: before.parentId });
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
