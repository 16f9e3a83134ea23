import { scopeOf, type CollectionTaskBody, type CollectionTaskListQuery } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { auditedWrites } from '../../lib/audited-writes.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { DevicesRepository } from '../devices/index.js';
import type { CollectionRepository, CollectionTaskRow } from './collection.repository.js';

/** Historical collection tasks (spec §3, §7 hisdataconfig list/add/edit/delete). */
export function createCollectionService({
  repo,
  devices,
  audit,
  changed,
}: {
  repo: CollectionRepository;
  devices: Pick<DevicesRepository, 'find'>;
  audit: AuditService;
  /** Tells the ingest hook at once (other instances see it within their refresh). */
  changed: () => Promise<void>;
}) {
  const writes = auditedWrites<CollectionTaskRow>({ audit, objectType: 'collectionTask', updateVerb: 'edit' });

  async function load(principal: UserPrincipal, id: number): Promise<CollectionTaskRow> {
    const task = await repo.find(scopeOf(principal), id);
    if (!task) throw new AppError('NOT_FOUND');
    return task;
  }

  /** The device in the caller's scope, and every point the task names on it. */
  async function check(principal: UserPrincipal, body: CollectionTaskBody) {
    const device = await devices.find(scopeOf(principal), body.deviceId);
    if (!device) throw new AppError('BAD_REQUEST', {}, 'error.collectionDeviceNotFound', 'deviceId');
    const named = [...new Set([...body.pointIds, ...body.conditions.map((c) => c.pointId)])];
    const found = new Set(await repo.pointsOfDevice(device.id, named));
    const missing = body.pointIds.find((id) => !found.has(id));
    if (missing !== undefined) throw new AppError('BAD_REQUEST', {}, 'error.pointNotOnDevice', 'pointIds');
    if (body.conditions.some((c) => !found.has(c.pointId))) throw new AppError('BAD_REQUEST', {}, 'error.pointNotOnDevice', 'conditions');
    return device;
  }

  const clean = (body: CollectionTaskBody): CollectionTaskBody =>
    body.mode === 'periodic' ? { ...body, conditions: [] } : { ...body, intervalS: null };

  return {
    list: (principal: UserPrincipal, query: CollectionTaskListQuery) => repo.list(scopeOf(principal), query),

    get: load,

    async create(principal: UserPrincipal, actor: Actor, body: CollectionTaskBody) {
      const device = await check(principal, body);
      const task = await writes.create(actor, async () =>
        load(principal, await repo.insert(device.companyId, principal.userId, clean(body))),
      );
      await changed();
      return task;
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, body: CollectionTaskBody) {
      const before = await load(principal, id);
      await check(principal, body);
      const after = await writes.update(actor, before, async () => {
        await repo.update(id, clean(body));
        return load(principal, id);
      });
      await changed();
      return after;
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      await writes.remove(actor, before, () => repo.remove(id));
      await changed();
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;
