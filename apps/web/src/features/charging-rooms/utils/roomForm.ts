import { ChargingRoomCreateSchema, DEFAULT_TARIFF_PERIODS, type ChargingRoom, type ChargingRoomCreate } from '@fieldlink/domain';

/** A new room's form: open all day, a flat energy price in CNY, no cabinets yet. */
export function emptyRoom(projectId?: number): Partial<ChargingRoomCreate> {
  return {
    ...(projectId ? { projectId } : {}),
    name: '',
    address: '',
    capacity: 12,
    openingHours: { allDay: true, open: '00:00', close: '24:00' },
    tariff: {
      currency: 'CNY',
      billing: 'energy',
      energyPrice: 1,
      timePrice: 0,
      timeOfUse: false,
      periods: DEFAULT_TARIFF_PERIODS,
      idleFeePerHour: 0,
      idleGraceMinutes: 30,
    },
    devices: [],
  };
}

/** A stored room as the form edits it. */
export function roomValues(room: ChargingRoom): ChargingRoomCreate {
  return {
    projectId: room.projectId,
    name: room.name,
    address: room.address,
    capacity: room.capacity,
    openingHours: room.openingHours,
    tariff: room.tariff,
    devices: room.devices.map(({ deviceId, slots }) => ({ deviceId, slots })),
  };
}

/**
 * The first rule of the shared schema the form breaks: its message key and the form field it is on
 * (the form's names are the body's paths), or null when the body passes.
 */
export function roomProblem(values: unknown): { key: string; name: (string | number)[] } | null {
  const result = ChargingRoomCreateSchema.safeParse(values);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { key: issue.message, name: issue.path.filter((p): p is string | number => typeof p !== 'symbol') };
}
