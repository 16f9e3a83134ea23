import {
  PointCreateSchema,
  pointAddressIssues,
  scopeOf,
  type Language,
  type PointAddressFields,
  type PointCreate,
  type PointUpdate,
} from '@fieldlink/domain';
import { pointsWorkbook, readPointsWorkbook } from './points.excel.js';
import { AppError, RequestValidationError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { PointRow, PointsRepository } from './points.repository.js';

/** The fields of a stored point that the create schema knows, for re-validating a merge. */
function editable(point: PointRow): Record<string, unknown> {
  const { id: _id, deviceId: _d, createdAt: _c, updatedAt: _u, ...fields } = point;
  return fields;
}

/** A 400 naming the address fields that do not suit the device's protocol (the form runs the same check). */
function checkAddress(protocol: string, point: PointAddressFields) {
  const issues = pointAddressIssues(protocol, point);
  if (issues.length)
    throw new RequestValidationError(
      issues.map((i) => ({ code: 'custom' as const, path: i.path, message: i.message, params: i.params ?? {}, input: undefined })),
      'body',
    );
}

/**
 * `configChanged`: a device's points changed here; ingest and the box get the new configuration at once
 * (not at the next sweep, which would drop the values of a new point until then).
 */
export function createPointsService({
  repo,
  audit,
  configChanged = async () => undefined,
}: {
  repo: PointsRepository;
  audit: AuditService;
  configChanged?: () => Promise<void>;
}) {
  async function device(principal: UserPrincipal, deviceId: number) {
    const found = await repo.device(scopeOf(principal), deviceId);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  async function load(principal: UserPrincipal, id: number) {
    const found = await repo.find(scopeOf(principal), id);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  /** A point may reference only a status table of its own company. */
  async function checkStatusTable(companyId: number, id: number | null | undefined) {
    if (id !== null && id !== undefined && !(await repo.statusTableOf(companyId, id)))
      throw new AppError('VALIDATION_FAILED', {}, 'error.statusTable', 'statusTableId');
  }

  return {
    async list(principal: UserPrincipal, deviceId: number) {
      await device(principal, deviceId);
      const items = await repo.list(deviceId);
      return { items, total: items.length };
    },

    async create(principal: UserPrincipal, actor: Actor, deviceId: number, input: PointCreate) {
      const owner = await device(principal, deviceId);
      checkAddress(owner.protocol, input);
      await checkStatusTable(owner.companyId, input.statusTableId);
      if (await repo.nameTaken(deviceId, input.name)) throw new AppError('CONFLICT', {}, 'error.pointNameTaken', 'name');
      const point = await repo.insert({ ...input, deviceId });
      await audit.change(actor, {
        action: 'point.create',
        objectType: 'point',
        objectId: point.id,
        after: point,
        companyId: owner.companyId,
      });
      await configChanged();
      return point;
    },

    /** A change is merged with the stored point, and the merge must pass every rule as a whole. */
    async update(principal: UserPrincipal, actor: Actor, id: number, patch: PointUpdate) {
      const { point: before, companyId, protocol } = await load(principal, id);
      const merged = PointCreateSchema.safeParse({ ...editable(before), ...patch }, { reportInput: true });
      if (!merged.success) throw new RequestValidationError(merged.error.issues, 'body');
      checkAddress(protocol, merged.data);
      if (patch.statusTableId !== undefined) await checkStatusTable(companyId, patch.statusTableId);
      if (patch.name && (await repo.nameTaken(before.deviceId, patch.name, id)))
        throw new AppError('CONFLICT', {}, 'error.pointNameTaken', 'name');
      const after = await repo.update(id, before.deviceId, merged.data);
      await audit.change(actor, { action: 'point.update', objectType: 'point', objectId: id, before, after, companyId });
      await configChanged();
      return after;
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const { point, companyId } = await load(principal, id);
      await repo.removeMany(point.deviceId, [id]);
      await audit.change(actor, { action: 'point.delete', objectType: 'point', objectId: id, before: point, companyId });
      await configChanged();
    },

    /** Points of a device as an Excel file. */
    /** The device's points as a workbook, and the device's name (the file is named by it). */
    async exportPoints(principal: UserPrincipal, deviceId: number, language: Language) {
      const owner = await device(principal, deviceId);
      return { deviceName: owner.name, file: await pointsWorkbook(await repo.list(deviceId), language) };
    },

    /** An Excel import: every row passes, or nothing changes and every rejected row is reported. */
    async importPoints(principal: UserPrincipal, actor: Actor, deviceId: number, data: Buffer, language: Language) {
      const owner = await device(principal, deviceId);
      const { points, rejected } = await readPointsWorkbook(data, language, owner.protocol);
      if (rejected.length) throw new AppError('VALIDATION_FAILED', { rows: rejected.length }, 'error.importRows', undefined, rejected);
      if (!points.length) throw new AppError('BAD_REQUEST', {}, 'validation.selectOne');
      const result = await repo.upsertMany(deviceId, points);
      await audit.change(actor, {
        action: 'point.import',
        objectType: 'device',
        objectId: deviceId,
        after: result,
        companyId: owner.companyId,
      });
      await configChanged();
      return result;
    },

    async removeMany(principal: UserPrincipal, actor: Actor, deviceId: number, ids: number[]) {
      const owner = await device(principal, deviceId);
      const removed = await repo.removeMany(deviceId, ids);
      await audit.change(actor, {
        action: 'point.deleteMany',
        objectType: 'device',
        objectId: deviceId,
        before: { pointIds: removed },
        companyId: owner.companyId,
      });
      await configChanged();
      return { deleted: removed.length };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
