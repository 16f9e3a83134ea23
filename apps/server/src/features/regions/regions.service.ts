import { scopeOf, type RegionCreate, type RegionUpdate } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { auditedWrites } from '../../lib/audited-writes.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { RegionRow, RegionsRepository } from './regions.repository.js';

/** True when `parentId` is `id` or below it: the move would make a cycle. */
export function wouldCycle(all: Pick<RegionRow, 'id' | 'parentId'>[], id: number, parentId: number): boolean {
  const parentOf = new Map(all.map((region) => [region.id, region.parentId]));
  for (let at: number | null | undefined = parentId, steps = 0; at != null && steps <= all.length; at = parentOf.get(at), steps++) {
    if (at === id) return true;
  }
  return false;
}

export function createRegionsService({ repo, audit }: { repo: RegionsRepository; audit: AuditService }) {
  const writes = auditedWrites<RegionRow>({ audit, objectType: 'region', updateVerb: 'update' });

  async function load(principal: UserPrincipal, id: number) {
    const region = await repo.find(scopeOf(principal), id);
    if (!region) throw new AppError('NOT_FOUND');
    return region;
  }

  return {
    list: (principal: UserPrincipal) => repo.list(scopeOf(principal)),

    async create(principal: UserPrincipal, actor: Actor, input: RegionCreate) {
      if (input.parentId) await load(principal, input.parentId);
      const companyId = principal.grade === 0 ? null : principal.companyId;
      return writes.create(actor, () => repo.insert({ name: input.name, parentId: input.parentId ?? null, companyId }), { companyId });
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, patch: RegionUpdate) {
      const before = await load(principal, id);
      if (patch.parentId) {
        await load(principal, patch.parentId);
        if (wouldCycle(await repo.list(scopeOf(principal)), id, patch.parentId)) throw new AppError('BAD_REQUEST', {}, 'error.regionCycle');
      }
      return writes.update(actor, before, () => repo.update(id, patch), { companyId: before.companyId });
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      await writes.remove(actor, before, () => repo.remove(id));
    },
  };
}

export type RegionsService = ReturnType<typeof createRegionsService>;
