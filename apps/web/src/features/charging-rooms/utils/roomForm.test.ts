import { describe, expect, it } from 'vitest';
import { emptyRoom, roomProblem } from './roomForm';

describe('charging room form', () => {
  it('starts valid once named, with the usual peak/valley day ready', () => {
    expect(roomProblem({ ...emptyRoom(3), name: 'East' })).toBeNull();
    expect(roomProblem({ ...emptyRoom(3), name: 'East', tariff: { ...emptyRoom().tariff!, timeOfUse: true } })).toBeNull();
  });

  it('names the field a broken rule is on', () => {
    const room = { ...emptyRoom(3), name: 'East', capacity: 4, devices: [{ deviceId: 1, slots: 6 }] };
    expect(roomProblem(room)).toEqual({ key: 'validation.capacityBelowSlots', name: ['capacity'] });
    const tariff = { ...emptyRoom().tariff!, timeOfUse: true, periods: emptyRoom().tariff!.periods.slice(1) };
    expect(roomProblem({ ...emptyRoom(3), name: 'East', tariff })).toEqual({
      key: 'validation.tariffPeriodsGap',
      name: ['tariff', 'periods', 4],
    });
  });
});
