import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.js';
import { ChargingRoomCreateSchema, DEFAULT_TARIFF_PERIODS, TariffSchema } from './schemas.js';
import { capacityFits, slotsInUse, spanLength, tariffPeriodProblem } from './tariff.js';

const p = (from: string, to: string) => ({ from, to });
const tariff = (extra: object = {}) => ({
  currency: 'CNY',
  billing: 'energy',
  energyPrice: 0.8,
  timePrice: 0,
  timeOfUse: false,
  periods: [],
  idleFeePerHour: 2,
  idleGraceMinutes: 30,
  ...extra,
});
const room = (extra: object = {}) => ({
  projectId: 1,
  name: 'North room',
  capacity: 24,
  openingHours: { allDay: true, open: '00:00', close: '00:00' },
  tariff: tariff(),
  devices: [
    { deviceId: 1, slots: 12 },
    { deviceId: 2, slots: 12 },
  ],
  ...extra,
});
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('tariff periods', () => {
  it.each([
    ['one period over the whole day', [p('00:00', '24:00')], null],
    ['a valley across midnight and the rest of the day', [p('22:00', '06:00'), p('06:00', '22:00')], null],
    ['the default Chinese peak/valley day', DEFAULT_TARIFF_PERIODS, null],
    ['a period starting where it ends', [p('08:00', '08:00')], { problem: 'empty', index: 0 }],
    ['two periods sharing one minute', [p('00:00', '12:01'), p('12:00', '24:00')], { problem: 'overlap', index: 1 }],
    ['a night period overlapping the morning', [p('06:00', '22:00'), p('22:00', '06:01')], { problem: 'overlap', index: 1 }],
    ['a minute of the day left unpriced', [p('00:00', '12:00'), p('12:01', '24:00')], { problem: 'gap', index: 1 }],
    ['no period at all', [], { problem: 'gap', index: -1 }],
  ])('%s', (_name, periods, expected) => {
    expect(tariffPeriodProblem(periods)).toEqual(expected);
  });

  it('measures spans across midnight', () => {
    expect(spanLength('23:00', '07:00')).toBe(480);
    expect(spanLength('00:00', '24:00')).toBe(1440);
    expect(spanLength('07:00', '07:00')).toBe(0);
    expect(spanLength('24:00', '24:00')).toBe(0);
    expect(spanLength('24:00', '06:00')).toBe(360);
  });

  it('checks the periods only when peak/valley pricing is on, with the message of the fault', () => {
    const holes = [
      { kind: 'peak', from: '08:00', to: '20:00', energyPrice: 1, timePrice: 0 },
      { kind: 'valley', from: '21:00', to: '08:00', energyPrice: 0.3, timePrice: 0 },
    ];
    expect(TariffSchema.safeParse(tariff({ periods: holes })).success).toBe(true);
    const result = TariffSchema.safeParse(tariff({ timeOfUse: true, periods: holes }));
    expect(messagesOf(result)).toEqual(['validation.tariffPeriodsGap']);
    expect(formatMessage('en-US', 'validation.tariffPeriodsGap')).toMatch(/24 hours/);
    const overlap = [...holes, { kind: 'flat', from: '19:00', to: '21:00', energyPrice: 0.6, timePrice: 0 }];
    expect(messagesOf(TariffSchema.safeParse(tariff({ timeOfUse: true, periods: overlap })))).toEqual(['validation.tariffPeriodsOverlap']);
    expect(messagesOf(TariffSchema.safeParse(tariff({ timeOfUse: true, periods: [] })))).toEqual(['validation.tariffPeriodsGap']);
    expect(TariffSchema.safeParse(tariff({ timeOfUse: true, periods: DEFAULT_TARIFF_PERIODS })).success).toBe(true);
  });

  it('takes prices from 0 to 1000 with up to four decimals', () => {
    expect(TariffSchema.safeParse(tariff({ energyPrice: 1000 })).success).toBe(true);
    expect(TariffSchema.safeParse(tariff({ energyPrice: 0.1234 })).success).toBe(true);
    expect(messagesOf(TariffSchema.safeParse(tariff({ energyPrice: 0.12345 })))).toEqual(['validation.tariffPrice']);
    expect(messagesOf(TariffSchema.safeParse(tariff({ energyPrice: 1000.01 })))).toEqual(['validation.tariffPrice']);
    expect(messagesOf(TariffSchema.safeParse(tariff({ energyPrice: -0.01 })))).toEqual(['validation.tariffPrice']);
    expect(messagesOf(TariffSchema.safeParse(tariff({ idleGraceMinutes: 241 })))).toEqual(['validation.idleGrace']);
  });
});

describe('charging room capacity and cabinets', () => {
  it('holds capacity at least the cabinets’ slots', () => {
    expect(slotsInUse([{ slots: 12 }, { slots: 8 }])).toBe(20);
    expect(capacityFits(20, [{ slots: 12 }, { slots: 8 }])).toBe(true);
    expect(capacityFits(19, [{ slots: 12 }, { slots: 8 }])).toBe(false);
    expect(ChargingRoomCreateSchema.safeParse(room()).success).toBe(true);
    expect(ChargingRoomCreateSchema.safeParse(room({ capacity: 30 })).success).toBe(true);
    expect(messagesOf(ChargingRoomCreateSchema.safeParse(room({ capacity: 23 })))).toEqual(['validation.capacityBelowSlots']);
  });

  it('refuses a cabinet twice, a cabinet without slots and names past 20 characters', () => {
    const twice = room({
      devices: [
        { deviceId: 1, slots: 4 },
        { deviceId: 1, slots: 4 },
      ],
    });
    expect(messagesOf(ChargingRoomCreateSchema.safeParse(twice))).toEqual(['validation.cabinetTwice']);
    expect(messagesOf(ChargingRoomCreateSchema.safeParse(room({ devices: [{ deviceId: 1, slots: 0 }] })))).toEqual([
      'validation.cabinetSlots',
    ]);
    expect(ChargingRoomCreateSchema.safeParse(room({ name: 'x'.repeat(20) })).success).toBe(true);
    expect(messagesOf(ChargingRoomCreateSchema.safeParse(room({ name: 'x'.repeat(21) })))).toEqual(['validation.chargingRoomName']);
    expect(messagesOf(ChargingRoomCreateSchema.safeParse(room({ capacity: 0, devices: [] })))).toEqual(['validation.chargingCapacity']);
  });

  it('needs opening hours of some length unless open all day', () => {
    const closed = room({ openingHours: { allDay: false, open: '08:00', close: '08:00' } });
    expect(messagesOf(ChargingRoomCreateSchema.safeParse(closed))).toEqual(['validation.openingHours']);
    expect(ChargingRoomCreateSchema.safeParse(room({ openingHours: { allDay: false, open: '22:00', close: '06:00' } })).success).toBe(true);
    expect(
      messagesOf(ChargingRoomCreateSchema.safeParse(room({ openingHours: { allDay: false, open: '25:00', close: '06:00' } }))),
    ).toEqual(['validation.timeOfDay']);
  });
});
