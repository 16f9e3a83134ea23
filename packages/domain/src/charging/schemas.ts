import { z } from 'zod';
import { TIME_OF_DAY_PATTERN, capacityFits, tariffPeriodProblem } from './tariff.js';

/** Charging rooms (spec §2 velvetRoomConfiguration): where charging cabinets stand, and what charging costs there. */
export const CHARGING_ROOM_NAME_MAX = 20;
export const CHARGING_ROOM_ADDRESS_MAX = 100;
/** Charging bays of one room. */
export const CHARGING_CAPACITY_MAX = 999;
/** Slots of one cabinet. */
export const CHARGING_SLOTS_MAX = 60;
export const CHARGING_ROOM_DEVICES_MAX = 50;
export const TARIFF_PERIODS_MAX = 12;
/** A price per kWh or per hour, in the room's currency. */
export const TARIFF_PRICE_MAX = 1000;
export const IDLE_GRACE_MAX_MINUTES = 240;

/** The four Chinese time-of-use grades: sharp peak, peak, flat and valley (尖峰平谷). */
export const TARIFF_PERIOD_KINDS = ['sharp', 'peak', 'flat', 'valley'] as const;
export type TariffPeriodKind = (typeof TARIFF_PERIOD_KINDS)[number];
export const CHARGING_CURRENCIES = ['CNY', 'USD', 'EUR'] as const;
export type ChargingCurrency = (typeof CHARGING_CURRENCIES)[number];
/** What a session is billed on: the energy delivered, the time plugged in, or both added. */
export const TARIFF_BILLINGS = ['energy', 'time', 'both'] as const;
export type TariffBilling = (typeof TARIFF_BILLINGS)[number];

const id = z.number().int().positive().max(2_147_483_647);
const time = z.string({ message: 'validation.timeOfDay' }).regex(TIME_OF_DAY_PATTERN, { message: 'validation.timeOfDay' });
const price = z
  .number({ message: 'validation.tariffPrice' })
  .min(0, { message: 'validation.tariffPrice' })
  .max(TARIFF_PRICE_MAX, { message: 'validation.tariffPrice' })
  .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, { message: 'validation.tariffPrice' });

export const TariffPeriodSchema = z.object({
  kind: z.enum(TARIFF_PERIOD_KINDS, { message: 'validation.invalid' }),
  from: time,
  to: time,
  /** Per kWh in this period. */
  energyPrice: price,
  /** Per hour plugged in, in this period. */
  timePrice: price,
});
export type TariffPeriod = z.infer<typeof TariffPeriodSchema>;

export const TariffSchema = z
  .object({
    currency: z.enum(CHARGING_CURRENCIES, { message: 'validation.invalid' }),
    billing: z.enum(TARIFF_BILLINGS, { message: 'validation.invalid' }),
    /** Flat prices, used when time-of-use pricing is off. */
    energyPrice: price,
    timePrice: price,
    /** Peak/valley (time-of-use) pricing: the periods below price the day instead of the flat prices. */
    timeOfUse: z.boolean(),
    periods: z.array(TariffPeriodSchema).max(TARIFF_PERIODS_MAX, { message: 'validation.tariffPeriodsMax' }).default([]),
    /** Per hour a full battery stays plugged in (occupying the slot) after the grace minutes. */
    idleFeePerHour: price,
    idleGraceMinutes: z
      .number({ message: 'validation.idleGrace' })
      .int({ message: 'validation.idleGrace' })
      .min(0, { message: 'validation.idleGrace' })
      .max(IDLE_GRACE_MAX_MINUTES, { message: 'validation.idleGrace' }),
  })
  .superRefine((tariff, ctx) => {
    if (!tariff.timeOfUse) return;
    if (tariff.periods.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'validation.tariffPeriodsGap', path: ['periods'] });
      return;
    }
    const fault = tariffPeriodProblem(tariff.periods);
    if (!fault) return;
    const message =
      fault.problem === 'empty'
        ? 'validation.tariffPeriodEmpty'
        : fault.problem === 'overlap'
          ? 'validation.tariffPeriodsOverlap'
          : 'validation.tariffPeriodsGap';
    ctx.addIssue({ code: 'custom', message, path: ['periods', fault.index] });
  });
export type Tariff = z.infer<typeof TariffSchema>;

/** Open all day, or from `open` to `close` (a close before the open crosses midnight). */
export const OpeningHoursSchema = z
  .object({ allDay: z.boolean(), open: time, close: time })
  .refine((hours) => hours.allDay || hours.open !== hours.close, { message: 'validation.openingHours', path: ['close'] });
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/** A charging cabinet placed in the room, with the slots (charging bays) it brings. */
export const ChargingRoomDeviceSchema = z.object({
  deviceId: id,
  slots: z
    .number({ message: 'validation.cabinetSlots' })
    .int({ message: 'validation.cabinetSlots' })
    .min(1, { message: 'validation.cabinetSlots' })
    .max(CHARGING_SLOTS_MAX, { message: 'validation.cabinetSlots' }),
});
export type ChargingRoomDevice = z.infer<typeof ChargingRoomDeviceSchema>;

const roomFields = {
  name: z
    .string({ message: 'validation.chargingRoomName' })
    .trim()
    .min(1, { message: 'validation.chargingRoomName', abort: true })
    .max(CHARGING_ROOM_NAME_MAX, { message: 'validation.chargingRoomName' }),
  address: z.string().trim().max(CHARGING_ROOM_ADDRESS_MAX, { message: 'validation.chargingRoomAddress' }).default(''),
  capacity: z
    .number({ message: 'validation.chargingCapacity' })
    .int({ message: 'validation.chargingCapacity' })
    .min(1, { message: 'validation.chargingCapacity' })
    .max(CHARGING_CAPACITY_MAX, { message: 'validation.chargingCapacity' }),
  openingHours: OpeningHoursSchema,
  tariff: TariffSchema,
  devices: z.array(ChargingRoomDeviceSchema).max(CHARGING_ROOM_DEVICES_MAX).default([]),
};

function checkDevices(room: { capacity?: number; devices?: ChargingRoomDevice[] }, ctx: z.RefinementCtx) {
  const devices = room.devices ?? [];
  const ids = devices.map((d) => d.deviceId);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'validation.cabinetTwice', path: ['devices'] });
  if (room.capacity !== undefined && !capacityFits(room.capacity, devices))
    ctx.addIssue({ code: 'custom', message: 'validation.capacityBelowSlots', path: ['capacity'] });
}

export const ChargingRoomCreateSchema = z.object({ projectId: id, ...roomFields }).superRefine(checkDevices);
export type ChargingRoomCreate = z.infer<typeof ChargingRoomCreateSchema>;
/** A whole room is sent on every save (its project stays). */
export const ChargingRoomUpdateSchema = z.object(roomFields).superRefine(checkDevices);
export type ChargingRoomUpdate = z.infer<typeof ChargingRoomUpdateSchema>;

export const ChargingRoomListQuerySchema = z.object({
  projectId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().positive().max(200).default(20),
});
export type ChargingRoomListQuery = z.infer<typeof ChargingRoomListQuerySchema>;

export const ChargingRoomSchema = z.object({
  id: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  name: z.string(),
  address: z.string(),
  capacity: z.number(),
  openingHours: OpeningHoursSchema,
  tariff: TariffSchema,
  devices: z.array(ChargingRoomDeviceSchema.extend({ deviceName: z.string(), boxId: z.string() })),
  /** Slots the cabinets bring; the rest of the capacity is free bays. */
  slotsInUse: z.number(),
  updatedAt: z.string(),
});
export type ChargingRoom = z.infer<typeof ChargingRoomSchema>;

/** A fresh room's defaults: open all day, flat CNY energy price, the usual Chinese peak/valley day ready to switch on. */
export const DEFAULT_TARIFF_PERIODS: TariffPeriod[] = [
  { kind: 'valley', from: '23:00', to: '07:00', energyPrice: 0.35, timePrice: 0 },
  { kind: 'flat', from: '07:00', to: '10:00', energyPrice: 0.65, timePrice: 0 },
  { kind: 'peak', from: '10:00', to: '15:00', energyPrice: 1.05, timePrice: 0 },
  { kind: 'flat', from: '15:00', to: '18:00', energyPrice: 0.65, timePrice: 0 },
  { kind: 'peak', from: '18:00', to: '21:00', energyPrice: 1.05, timePrice: 0 },
  { kind: 'flat', from: '21:00', to: '23:00', energyPrice: 0.65, timePrice: 0 },
];
