import { describe, expect, it } from 'vitest';
import { MaintenancePlanBodySchema } from './schemas.js';

const good = {
  name: 'Monthly check',
  projectId: 1,
  type: 'in_warranty',
  warrantyTime: 2,
  warrantyUnit: 'year',
  cycle: 1,
  cycleUnit: 'month',
  startTime: '2027-01-31T09:00:00+08:00',
  advanceNotice: '3d',
  phone: '13800138000',
};

const firstMessage = (body: object) => {
  const result = MaintenancePlanBodySchema.safeParse(body);
  return result.success ? undefined : `${result.error.issues[0]!.path.join('.')}:${result.error.issues[0]!.message}`;
};

describe('maintenance plan body (spec §5)', () => {
  it('accepts a complete plan', () => {
    expect(firstMessage(good)).toBeUndefined();
    expect(firstMessage({ ...good, startTime: new Date().toISOString(), stopOnWarrantyEnd: true, deviceId: null })).toBeUndefined();
    expect(firstMessage({ ...good, cycle: 1000, warrantyTime: 1 })).toBeUndefined();
  });

  it.each<[string, object, string]>([
    ['empty name', { name: '  ' }, 'name:validation.required'],
    ['long name', { name: 'x'.repeat(51) }, 'name:validation.tooLong'],
    ['no warranty time', { warrantyTime: undefined }, 'warrantyTime:validation.required'],
    ['zero warranty time', { warrantyTime: 0 }, 'warrantyTime:validation.greaterThanZero'],
    ['negative warranty time', { warrantyTime: -1 }, 'warrantyTime:validation.greaterThanZero'],
    ['cycle 0', { cycle: 0 }, 'cycle:validation.greaterThanZero'],
    ['fractional cycle', { cycle: 1.5 }, 'cycle:validation.integer'],
    ['huge cycle', { cycle: 1001 }, 'cycle:validation.atMost'],
    ['unknown cycle unit', { cycleUnit: 'fortnight' }, 'cycleUnit:validation.unit'],
    ['no warranty unit', { warrantyUnit: undefined }, 'warrantyUnit:validation.unit'],
    ['no start time', { startTime: '' }, 'startTime:validation.required'],
    ['a date without a time', { startTime: '2027-01-31' }, 'startTime:validation.dateTime'],
    ['an impossible date', { startTime: '2027-02-30T09:00:00Z' }, 'startTime:validation.dateTime'],
    ['unknown advance notice', { advanceNotice: '5d' }, 'advanceNotice:validation.invalid'],
    ['no phone', { phone: '' }, 'phone:validation.required'],
    ['bad phone', { phone: '123' }, 'phone:validation.phone'],
    ['unknown type', { type: 'lifetime' }, 'type:validation.invalid'],
  ])('refuses %s', (_, patch, expected) => {
    expect(firstMessage({ ...good, ...patch })).toBe(expected);
  });
});
