import {
  scopeOf,
  slotsInUse,
  type ChargingRoom,
  type ChargingRoomCreate,
  type ChargingRoomDevice,
  type ChargingRoomListQuery,
  type ChargingRoomUpdate,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { auditedWrites } from '../../lib/audited-writes.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import { isUniqueViolation, type ChargingRoomRow, type ChargingRoomsRepository } from './charging-rooms.repository.js';

const notFound = () => new AppError('NOT_FOUND', {}, 'error.chargingRoomNotFound');
const nameTaken = () => new AppError('CONFLICT', {}, 'error.chargingRoomNameTaken', 'name');

const present = (row: ChargingRoomRow): ChargingRoom => ({
  id: row.id,
  projectId: row.projectId,
  projectName: row.projectName,
  name: row.name,
  address: row.address,
  capacity: row.capacity,
  openingHours: row.openingHours,
  tariff: row.tariff,
  devices: row.devices,
  slotsInUse: slotsInUse(row.devices),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Charging rooms (spec §2 velvetRoomConfiguration). The body's own rules (tariff periods, capacity
 * against the cabinets' slots) are the domain schema's; here: the project is the caller's, every
 * cabinet is a device of that project and stands in no other room, names are unique per project.
 */
export function createChargingRoomsService({ repo, audit }: { repo: ChargingRoomsRepository; audit: AuditService }) {
  const writes = auditedWrites<ChargingRoom>({ audit, objectType: 'chargingRoom', updateVerb: 'update' });
  async function load(principal: UserPrincipal, id: number): Promise<ChargingRoomRow> {
    const row = await repo.find(scopeOf(principal), id);
    if (!row) throw notFound();
    return row;
  }

  async function checkCabinets(projectId: number, placed: readonly ChargingRoomDevice[], roomId = 0) {
    const ids = placed.map((p) => p.deviceId);
    if ((await repo.devicesOfProject(projectId, ids)).length !== ids.length)
      throw new AppError('BAD_REQUEST', {}, 'error.cabinetNotInProject', 'devices');
    if ((await repo.devicesInOtherRooms(ids, roomId)).length > 0) throw new AppError('CONFLICT', {}, 'error.cabinetInOtherRoom', 'devices');
  }

  async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  const fieldsOf = (body: ChargingRoomUpdate) => ({
    name: body.name,
    address: body.address,
    capacity: body.capacity,
    openingHours: body.openingHours,
    tariff: body.tariff,
  });

  return {
    async list(principal: UserPrincipal, query: ChargingRoomListQuery) {
      const { items, total } = await repo.list(scopeOf(principal), query);
      return { items: items.map(present), total };
    },

    async get(principal: UserPrincipal, id: number): Promise<ChargingRoom> {
      return present(await load(principal, id));
    },

    async create(principal: UserPrincipal, actor: Actor, body: ChargingRoomCreate): Promise<ChargingRoom> {
      const project = await repo.project(scopeOf(principal), body.projectId);
      if (!project) throw new AppError('BAD_REQUEST', {}, 'error.projectNotFound', 'projectId');
      if (await repo.nameTaken(project.id, body.name)) throw nameTaken();
      await checkCabinets(project.id, body.devices);
      const values = { ...fieldsOf(body), companyId: project.companyId, projectId: project.id, userId: principal.userId };
      const insert = async () => present(await load(principal, await uniqueName(() => repo.insert(values, body.devices))));
      return writes.create(actor, insert, { companyId: project.companyId });
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, body: ChargingRoomUpdate): Promise<ChargingRoom> {
      const before = await load(principal, id);
      if (body.name !== before.name && (await repo.nameTaken(before.projectId, body.name, id))) throw nameTaken();
      await checkCabinets(before.projectId, body.devices, id);
      return writes.update(
        actor,
        present(before),
        async () => {
          await uniqueName(() => repo.update(id, fieldsOf(body), body.devices, principal.userId));
          return present(await load(principal, id));
        },
        { companyId: before.companyId },
      );
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      await writes.remove(actor, present(before), () => repo.remove(id), { companyId: before.companyId });
    },
  };
}

export type ChargingRoomsService = ReturnType<typeof createChargingRoomsService>;
