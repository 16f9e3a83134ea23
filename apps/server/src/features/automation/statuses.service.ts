import { scopeOf, statusWords, type StatusTableCreate, type StatusTableListQuery, type StatusTableUpdate } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { auditedWrites } from '../../lib/audited-writes.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { StatusesRepository, StatusTableRow } from './statuses.repository.js';

/**
 * Status tables: value -> words a point references. The words are stored with the entries, so every
 * reader of a point for display takes them with the point (`db/sql.ts` `statusWordsColumn`).
 */
export function createStatusesService({ repo, audit }: { repo: StatusesRepository; audit: AuditService }) {
  async function load(principal: UserPrincipal, id: number): Promise<StatusTableRow> {
    const table = await repo.find(scopeOf(principal), id);
    if (!table) throw new AppError('NOT_FOUND');
    return table;
  }

  /** Grade 0 names the company; everyone else works in their own. */
  async function companyFor(principal: UserPrincipal, companyId: number | undefined): Promise<number> {
    if (principal.grade === 0) {
      if (companyId === undefined || !(await repo.companyExists(companyId)))
        throw new AppError('BAD_REQUEST', {}, 'validation.required', 'companyId');
      return companyId;
    }
    if (principal.companyId === null || (companyId !== undefined && companyId !== principal.companyId))
      throw new AppError('BAD_REQUEST', {}, 'validation.invalid', 'companyId');
    return principal.companyId;
  }

  const writes = auditedWrites<StatusTableRow>({ audit, objectType: 'statusTable', updateVerb: 'edit' });
  const nameTaken = () => new AppError('CONFLICT', {}, 'error.statusNameTaken', 'name');

  async function withCount(row: StatusTableRow) {
    return { ...row, pointCount: (await repo.pointCounts([row.id])).get(row.id) ?? 0 };
  }

  return {
    list: (principal: UserPrincipal, query: StatusTableListQuery) => repo.list(scopeOf(principal), query),

    get: async (principal: UserPrincipal, id: number) => withCount(await load(principal, id)),

    async create(principal: UserPrincipal, actor: Actor, input: StatusTableCreate) {
      const companyId = await companyFor(principal, input.companyId);
      if (await repo.nameTaken(companyId, input.name)) throw nameTaken();
      const table = await writes.create(
        actor,
        () => repo.insert({ companyId, name: input.name, entries: input.entries, words: statusWords(input.entries) }),
        { companyId },
      );
      return { ...table, pointCount: 0 };
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, patch: StatusTableUpdate) {
      const before = await load(principal, id);
      if (patch.name !== undefined && (await repo.nameTaken(before.companyId, patch.name, id))) throw nameTaken();
      const after = await writes.update(actor, before, () =>
        repo.update(id, {
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.entries !== undefined ? { entries: patch.entries, words: statusWords(patch.entries) } : {}),
        }),
      );
      return withCount(after);
    },

    /** A table points still show their values with is kept (409): the points would lose their words silently. */
    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      if (((await repo.pointCounts([id])).get(id) ?? 0) > 0) throw new AppError('CONFLICT', {}, 'error.statusTableInUse');
      await writes.remove(actor, before, () => repo.remove(id));
      return { id };
    },
  };
}

export type StatusesService = ReturnType<typeof createStatusesService>;
