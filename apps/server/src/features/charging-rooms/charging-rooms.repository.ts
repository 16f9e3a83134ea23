import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { OpeningHours, Scope, Tariff } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { chargingRoomDevices, chargingRooms, devices, projects } from '../../db/schema/index.js';
import { countedPage, countThroughProject, projectScopeCondition } from '../../db/sql.js';

export interface ChargingRoomRow {
  id: number;
  companyId: number;
  projectId: number;
  projectName: string;
  name: string;
  address: string;
  capacity: number;
  openingHours: OpeningHours;
  tariff: Tariff;
  updatedAt: Date;
  devices: { deviceId: number; deviceName: string; boxId: string; slots: number }[];
}

export interface ChargingRoomWrite {
  name: string;
  address: string;
  capacity: number;
  openingHours: OpeningHours;
  tariff: Tariff;
}

export { isUniqueViolation } from '../../db/sql.js';

/** Charging rooms: the only SQL of the feature. Reads are scoped through the room's project. */
export function createChargingRoomsRepository(db: Database) {
  const base = () =>
    db
      .select({
        id: chargingRooms.id,
        companyId: chargingRooms.companyId,
        projectId: chargingRooms.projectId,
        projectName: projects.name,
        name: chargingRooms.name,
        address: chargingRooms.address,
        capacity: chargingRooms.capacity,
        openingHours: chargingRooms.openingHours,
        tariff: chargingRooms.tariff,
        updatedAt: chargingRooms.updatedAt,
      })
      .from(chargingRooms)
      .innerJoin(projects, eq(projects.id, chargingRooms.projectId));

  /** The cabinets of the rooms, in the order they were placed. */
  async function withDevices(rows: Omit<ChargingRoomRow, 'devices'>[]): Promise<ChargingRoomRow[]> {
    if (rows.length === 0) return [];
    const placed = await db
      .select({
        roomId: chargingRoomDevices.roomId,
        deviceId: chargingRoomDevices.deviceId,
        deviceName: devices.name,
        boxId: devices.boxId,
        slots: chargingRoomDevices.slots,
      })
      .from(chargingRoomDevices)
      .innerJoin(devices, eq(devices.id, chargingRoomDevices.deviceId))
      .where(
        inArray(
          chargingRoomDevices.roomId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(devices.name), asc(devices.id));
    return rows.map((row) => ({
      ...row,
      devices: placed.filter((p) => p.roomId === row.id).map(({ roomId: _roomId, ...device }) => device),
    }));
  }

  return {
    /** The project, when the scope sees it, with its company. */
    async project(scope: Scope, projectId: number) {
      const [row] = await db
        .select({ id: projects.id, companyId: projects.companyId })
        .from(projects)
        .where(and(eq(projects.id, projectId), projectScopeCondition(db, scope)));
      return row;
    },

    async list(scope: Scope, query: { projectId?: number; page: number; pageSize: number }) {
      const where = and(projectScopeCondition(db, scope), query.projectId ? eq(chargingRooms.projectId, query.projectId) : undefined);
      const { items: rows, total } = await countedPage(query, countThroughProject(db, chargingRooms, where), ({ limit, offset }) =>
        base().where(where).orderBy(asc(projects.name), asc(chargingRooms.name), asc(chargingRooms.id)).limit(limit).offset(offset),
      );
      return { items: await withDevices(rows), total };
    },

    async find(scope: Scope, id: number): Promise<ChargingRoomRow | undefined> {
      const rows = await base().where(and(eq(chargingRooms.id, id), projectScopeCondition(db, scope)));
      return (await withDevices(rows))[0];
    },

    /** The rooms of one project (the configuration hub's count). */
    async countOfProject(projectId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(chargingRooms).where(eq(chargingRooms.projectId, projectId));
      return row?.n ?? 0;
    },

    async nameTaken(projectId: number, name: string, exceptId = 0): Promise<boolean> {
      const [row] = await db
        .select({ id: chargingRooms.id })
        .from(chargingRooms)
        .where(and(eq(chargingRooms.projectId, projectId), eq(chargingRooms.name, name), ne(chargingRooms.id, exceptId)));
      return row !== undefined;
    },

    /** Of `ids`, the devices of the project. */
    async devicesOfProject(projectId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.projectId, projectId), inArray(devices.id, [...ids])));
      return rows.map((r) => r.id);
    },

    /** Of `ids`, the devices already placed in a room other than `exceptRoomId`. */
    async devicesInOtherRooms(ids: readonly number[], exceptRoomId = 0): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: chargingRoomDevices.deviceId })
        .from(chargingRoomDevices)
        .where(and(inArray(chargingRoomDevices.deviceId, [...ids]), ne(chargingRoomDevices.roomId, exceptRoomId)));
      return rows.map((r) => r.id);
    },

    /** A new room and its cabinets, both or neither. */
    async insert(
      input: ChargingRoomWrite & { companyId: number; projectId: number; userId: number },
      placed: readonly { deviceId: number; slots: number }[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const { userId, ...room } = input;
        const [row] = await tx
          .insert(chargingRooms)
          .values({ ...room, createdBy: userId, updatedBy: userId })
          .returning({ id: chargingRooms.id });
        if (placed.length > 0) await tx.insert(chargingRoomDevices).values(placed.map((p) => ({ ...p, roomId: row!.id })));
        return row!.id;
      });
    },

    /** The room's fields and its whole list of cabinets. */
    async update(id: number, change: ChargingRoomWrite, placed: readonly { deviceId: number; slots: number }[], userId: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(chargingRooms)
          .set({ ...change, updatedBy: userId, updatedAt: new Date() })
          .where(eq(chargingRooms.id, id));
        await tx.delete(chargingRoomDevices).where(eq(chargingRoomDevices.roomId, id));
        if (placed.length > 0) await tx.insert(chargingRoomDevices).values(placed.map((p) => ({ ...p, roomId: id })));
      });
    },

    async remove(id: number) {
      await db.delete(chargingRooms).where(eq(chargingRooms.id, id));
    },
  };
}

export type ChargingRoomsRepository = ReturnType<typeof createChargingRoomsRepository>;
