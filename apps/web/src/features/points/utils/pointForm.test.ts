import { DATA_TYPE_CODES, PointCreateSchema } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import type { PointRow } from '../api/pointsApi';
import { POINT_FORM_DEFAULTS, pointProblems, pointToFormValues, toPointBody, type PointFormValues } from './pointForm';

const valid: PointFormValues = { ...POINT_FORM_DEFAULTS, name: 'temp', area: '4x', address: 10, dataType: 2, unit: ' ℃ ' };
const keys = (values: PointFormValues) => Object.fromEntries([...pointProblems(values)].map(([field, p]) => [field, p.key]));

describe('point form', () => {
  it('builds a body the domain accepts: trimmed text, empty text and cleared numbers null', () => {
    const body = toPointBody({ ...valid, valueDescription: '  ', slope: undefined, intercept: null });
    expect(body).toMatchObject({
      name: 'temp',
      unit: '℃',
      valueDescription: null,
      slope: null,
      intercept: null,
      save: true,
      writable: false,
    });
    expect(PointCreateSchema.safeParse(body).success).toBe(true);
    expect(pointProblems(valid).size).toBe(0);
  });

  it('round-trips every data type through the form', () => {
    for (const dataType of DATA_TYPE_CODES) {
      const area = dataType === 10 ? '0x' : '4x';
      const row = { ...toPointBody({ ...valid, area, dataType }), id: 1, deviceId: 1, createdAt: '', updatedAt: '' } as unknown as PointRow;
      expect(toPointBody(pointToFormValues(row))).toMatchObject({ area, dataType, name: 'temp' });
    }
  });

  it('names required fields and field rules', () => {
    expect(keys({ ...POINT_FORM_DEFAULTS })).toMatchObject({
      name: 'validation.required',
      area: 'validation.required',
      address: 'validation.required',
    });
    expect(keys({ ...valid, slope: 0 })).toEqual({ slope: 'validation.slopeZero' });
    expect(keys({ ...valid, name: 'a(b)' })).toEqual({ name: 'validation.pointName' });
    expect(keys({ ...valid, intervalMs: 0 })).toEqual({ intervalMs: 'validation.intervalPositive' });
    expect(keys({ ...valid, address: 65536 })).toEqual({ address: 'validation.between' });
  });

  it('shows each cross-field rule on the field it names', () => {
    expect(keys({ ...valid, area: '0x' })).toEqual({ dataType: 'validation.coilBool' });
    expect(keys({ ...valid, area: 'X', address: 18, dataType: 10 })).toEqual({ address: 'validation.octalAddress' });
    expect(keys({ ...valid, upperLimit: 5 })).toEqual({ lowerLimit: 'validation.limitsTogether' });
    expect(keys({ ...valid, upperLimit: 5, lowerLimit: 6 })).toEqual({ lowerLimit: 'validation.limitsOrder' });
    const scaled = { ...valid, minData: 0, maxProportion: 1, minProportion: 0 };
    expect(keys({ ...scaled, maxData: 70000 })).toEqual({ maxData: 'validation.dataTypeRange' });
    expect(pointProblems({ ...scaled, maxData: 70000 }).get('maxData')?.params).toEqual({ min: 0, max: 65535 });
    expect(keys({ ...valid, maxData: 10, minData: 0, maxProportion: 100 })).toEqual({ minProportion: 'validation.proportionTogether' });
  });
});
