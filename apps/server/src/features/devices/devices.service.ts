import {
  deviceProtocolIssues,
  scopeOf,
  settingsOfProtocol,
  type DeviceCreate,
  type DeviceUpdate,
  type Language,
  type PlcSettings,
} from '@fieldlink/domain';
import { AppError, RequestValidationError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import { deviceExportHeaders, deviceExportRows } from './devices.export.js';
import type { DeviceInsert, DeviceListQuery, DevicesRepository } from './devices.repository.js';

/** The stored form of a device's fields: the box password hashed, empty secrets cleared. */
export async function storedFields(input: DeviceUpdate): Promise<Partial<DeviceInsert>> {
  const { boxPassword, ...rest } = input as DeviceUpdate & { boxPassword?: string | null };
  const out: Partial<DeviceInsert> = { ...(rest as Partial<DeviceInsert>) };
  if (boxPassword) out.boxPasswordHash = await hashPassword(boxPassword);
  return out;
}

interface ProtocolFields {
  protocol: string;
  ip?: string | null | undefined;
  port?: number | null | undefined;
  unitId?: number | null | undefined;
  plcSettings?: PlcSettings | null | undefined;
}

/**
 * The device's protocol settings as stored: its own protocol's only, defaults filled (null for the
 * Modbus TCP family). A 400 naming each wrong field when the protocol cannot be reached as given.
 */
export function protocolSettings(fields: ProtocolFields): PlcSettings | null {
  const issues = deviceProtocolIssues(fields);
  if (issues.length)
    throw new RequestValidationError(
      issues.map((i) => ({ code: 'custom' as const, path: i.path, message: i.message, params: i.params ?? {}, input: undefined })),
      'body',
    );
  const settings = settingsOfProtocol(fields.protocol, fields.plcSettings);
  return Object.keys(settings).length ? settings : null;
}

/**
 * `configChanged`: a device was added, changed or removed here; ingest (box password, points) and the box's
 * configuration follow at once rather than at the next sweep.
 */
export function createDevicesService({
  repo,
  audit,
  configChanged = async () => undefined,
}: {
  repo: DevicesRepository;
  audit: AuditService;
  configChanged?: () => Promise<void>;
}) {
  async function load(principal: UserPrincipal, id: number) {
    const device = await repo.find(scopeOf(principal), id);
    if (!device) throw new AppError('NOT_FOUND');
    return device;
  }

  async function companyOfProject(principal: UserPrincipal, projectId: number) {
    const companyId = await repo.projectCompany(scopeOf(principal), projectId);
    if (companyId === undefined) throw new AppError('BAD_REQUEST', {}, 'error.projectNotFound');
    return companyId;
  }

  async function checkType(companyId: number, deviceTypeId: number | null | undefined) {
    if (deviceTypeId && (await repo.typeIdsOfCompany(companyId, [deviceTypeId])).length === 0)
      throw new AppError('BAD_REQUEST', {}, 'error.deviceTypeNotFound');
  }

  return {
    list: (principal: UserPrincipal, query: DeviceListQuery) => repo.list(scopeOf(principal), query),

    /** The filtered device list as streamed Excel rows (every matching device, page by page), headers in `language`. */
    async exportList(principal: UserPrincipal, filters: Omit<DeviceListQuery, 'page' | 'pageSize'>, language: Language) {
      const scope = scopeOf(principal);
      const typeNames = new Map((await repo.listTypes(scope)).map((type) => [type.id, type.name]));
      const rows = deviceExportRows((query) => repo.list(scope, query), filters, typeNames, language);
      return { ...deviceExportHeaders(language), rows };
    },
    get: load,

    async create(principal: UserPrincipal, actor: Actor, input: DeviceCreate) {
      const companyId = await companyOfProject(principal, input.projectId);
      if (await repo.boxIdTaken(input.boxId)) throw new AppError('CONFLICT', {}, 'error.boxIdTaken', 'boxId');
      await checkType(companyId, input.deviceTypeId);
      const plcSettings = protocolSettings(input);
      const id = await repo.insert({
        ...(await storedFields(input)),
        plcSettings,
        companyId,
        projectId: input.projectId,
        name: input.name,
        boxId: input.boxId,
      } as DeviceInsert);
      const device = await load(principal, id);
      await audit.change(actor, { action: 'device.create', objectType: 'device', objectId: id, after: device, companyId });
      await configChanged();
      return device;
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, patch: DeviceUpdate) {
      const before = await load(principal, id);
      const companyId = patch.projectId ? await companyOfProject(principal, patch.projectId) : before.companyId;
      if (patch.boxId && (await repo.boxIdTaken(patch.boxId, id))) throw new AppError('CONFLICT', {}, 'error.boxIdTaken', 'boxId');
      await checkType(companyId, patch.deviceTypeId);
      const touches = (['protocol', 'ip', 'port', 'unitId', 'plcSettings'] as const).some((k) => patch[k] !== undefined);
      const settings = touches
        ? {
            plcSettings: protocolSettings({
              protocol: patch.protocol ?? before.protocol,
              ip: patch.ip !== undefined ? patch.ip : before.ip,
              port: patch.port ?? before.port,
              unitId: patch.unitId ?? before.unitId,
              plcSettings: patch.plcSettings === undefined ? before.plcSettings : { ...before.plcSettings, ...patch.plcSettings },
            }),
          }
        : {};
      await repo.update(id, { ...(await storedFields(patch)), ...settings, companyId });
      const after = await load(principal, id);
      await audit.change(actor, { action: 'device.update', objectType: 'device', objectId: id, before, after, companyId });
      await configChanged();
      return after;
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      await repo.remove(id);
      await audit.change(actor, { action: 'device.delete', objectType: 'device', objectId: id, before, companyId: before.companyId });
      await configChanged();
    },

    /** A new device with the same settings and points, on its own box. */
    async copy(principal: UserPrincipal, actor: Actor, id: number, input: { name: string; boxId: string; boxPassword: string }) {
      const source = await load(principal, id);
      if (await repo.boxIdTaken(input.boxId)) throw new AppError('CONFLICT', {}, 'error.boxIdTaken', 'boxId');
      const copyId = await repo.copy(id, { name: input.name, boxId: input.boxId, boxPasswordHash: await hashPassword(input.boxPassword) });
      const copy = await load(principal, copyId);
      await audit.change(actor, {
        action: 'device.copy',
        objectType: 'device',
        objectId: copyId,
        before: { from: source.id },
        after: copy,
        companyId: source.companyId,
      });
      await configChanged();
      return copy;
    },

    listTypes: (principal: UserPrincipal) => repo.listTypes(scopeOf(principal)),

    async createType(
      principal: UserPrincipal,
      actor: Actor,
      input: { name: string; remarks?: string | null | undefined; companyId?: number | null | undefined },
    ) {
      const companyId = principal.grade === 0 ? (input.companyId ?? principal.companyId) : principal.companyId;
      if (companyId === null) throw new AppError('BAD_REQUEST', {}, 'error.companyRequired');
      const type = await repo.insertType({ companyId, name: input.name, remarks: input.remarks ?? null });
      await audit.change(actor, { action: 'deviceType.create', objectType: 'deviceType', objectId: type.id, after: type, companyId });
      return type;
    },

    async updateType(
      principal: UserPrincipal,
      actor: Actor,
      id: number,
      patch: { name?: string | undefined; remarks?: string | null | undefined },
    ) {
      const before = await repo.findType(scopeOf(principal), id);
      if (!before) throw new AppError('NOT_FOUND');
      const after = await repo.updateType(id, patch);
      await audit.change(actor, {
        action: 'deviceType.update',
        objectType: 'deviceType',
        objectId: id,
        before,
        after,
        companyId: before.companyId,
      });
      return after;
    },

    async removeType(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await repo.findType(scopeOf(principal), id);
      if (!before) throw new AppError('NOT_FOUND');
      await repo.removeType(id);
      await audit.change(actor, {
        action: 'deviceType.delete',
        objectType: 'deviceType',
        objectId: id,
        before,
        companyId: before.companyId,
      });
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
