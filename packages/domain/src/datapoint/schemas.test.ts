import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages.js';
import { POINT_NAME_MAX_LENGTH, PointCreateSchema, PointUpdateSchema } from './schemas.js';

const minimal = { name: 'temp', area: '4x', address: 0, dataType: 2 };

type Issue = { path: string; message: string; params?: unknown };
function issues(schema: typeof PointCreateSchema | typeof PointUpdateSchema, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => ({
    path: i.path.join('.'),
    message: i.message,
    ...('params' in i && i.params ? { params: i.params } : {}),
  }));
}

describe('PointCreateSchema', () => {
  it('passes a minimal point and fills the defaults', () => {
    expect(PointCreateSchema.parse(minimal)).toEqual({
      ...minimal,
      length: 1,
      intervalMs: 1000,
      decimals: 0,
      displayFormat: 1,
      writable: false,
      save: true,
    });
  });

  it('defaults the decimals to the type: none for a whole-number register read as is, two for a float or a scaled value', () => {
    const decimals = (body: object) => PointCreateSchema.parse({ ...minimal, ...body }).decimals;
    expect(decimals({ dataType: 4 })).toBe(0); // INT32U: a count reads 1, not 1.00
    expect(decimals({ dataType: 4, decimals: null })).toBe(0);
    expect(decimals({ dataType: 5 })).toBe(2); // FLOAT
    expect(decimals({ dataType: 2, slope: 0.1 })).toBe(2);
    expect(decimals({ dataType: 2, maxData: 1000, minData: 0, maxProportion: 100, minProportion: 0 })).toBe(2);
    expect(decimals({ dataType: 4, decimals: 3 })).toBe(3);
  });

  it('passes a full point and accepts null for the numeric nullables', () => {
    const point = {
      ...minimal,
      dataType: 1,
      length: 1,
      startBit: null,
      intervalMs: 500,
      unit: ' °C ',
      decimals: 1,
      slope: null,
      intercept: null,
      upperLimit: 80,
      lowerLimit: -20,
      maxData: 100,
      minData: -50,
      maxProportion: 10,
      minProportion: 0,
      displayFormat: 2,
      writable: true,
      save: false,
      valueDescription: '0: stop, 1: run',
      multiSegment: '',
      registerGroup: 'g1',
    };
    expect(PointCreateSchema.parse(point)).toMatchObject({ unit: '°C', multiSegment: null, startBit: null, slope: null });
  });

  it.each<[string, Record<string, unknown>, Issue[]]>([
    ['slope 0', { slope: 0 }, [{ path: 'slope', message: 'validation.slopeZero' }]],
    ['upper without lower', { upperLimit: 10 }, [{ path: 'lowerLimit', message: 'validation.limitsTogether' }]],
    ['lower without upper', { lowerLimit: 10, upperLimit: null }, [{ path: 'upperLimit', message: 'validation.limitsTogether' }]],
    ['lower above upper', { upperLimit: 1, lowerLimit: 2 }, [{ path: 'lowerLimit', message: 'validation.limitsOrder' }]],
    [
      'INT16S maxData 40000',
      { dataType: 1, maxData: 40000, minData: 0, maxProportion: 100, minProportion: 0 },
      [{ path: 'maxData', message: 'validation.dataTypeRange', params: { min: -32768, max: 32767 } }],
    ],
    [
      'INT16U minData -1',
      { dataType: 2, maxData: 10, minData: -1, maxProportion: 100, minProportion: 0 },
      [{ path: 'minData', message: 'validation.dataTypeRange', params: { min: 0, max: 65535 } }],
    ],
    [
      'minData equal to maxData',
      { maxData: 10, minData: 10, maxProportion: 1, minProportion: 0 },
      [{ path: 'maxData', message: 'validation.dataOrder' }],
    ],
    [
      'minData above maxData',
      { maxData: 10, minData: 11, maxProportion: 1, minProportion: 0 },
      [{ path: 'maxData', message: 'validation.dataOrder' }],
    ],
    [
      'limits outside the data range',
      { upperLimit: 101, lowerLimit: -1, maxData: 100, minData: 0, maxProportion: 1, minProportion: 0 },
      [
        { path: 'upperLimit', message: 'validation.limitsWithinData' },
        { path: 'lowerLimit', message: 'validation.limitsWithinData' },
      ],
    ],
    [
      'three of the four proportional fields',
      { maxData: 100, minData: 0, maxProportion: 1 },
      [{ path: 'minProportion', message: 'validation.proportionTogether' }],
    ],
    ['max and min data alone: a value range', { maxData: 100, minData: 0, minProportion: null }, []],
    ['max data without min data', { maxData: 100 }, [{ path: 'minData', message: 'validation.dataTogether' }]],
    [
      'proportions without the data range',
      { maxProportion: 1, minProportion: 0 },
      [
        { path: 'maxData', message: 'validation.proportionTogether' },
        { path: 'minData', message: 'validation.proportionTogether' },
      ],
    ],
    ['name with brackets', { name: 'bad(name)' }, [{ path: 'name', message: 'validation.pointName' }]],
    ['name with full-width brackets', { name: '温度【1】' }, [{ path: 'name', message: 'validation.pointName' }]],
    ['name with braces', { name: 'a{b}' }, [{ path: 'name', message: 'validation.pointName' }]],
    ['name with 《》', { name: '《a》' }, [{ path: 'name', message: 'validation.pointName' }]],
    ['name with <', { name: 'a<b' }, [{ path: 'name', message: 'validation.pointName' }]],
    ['blank name', { name: '   ' }, [{ path: 'name', message: 'validation.required' }]],
    ['name one past the limit', { name: 'n'.repeat(POINT_NAME_MAX_LENGTH + 1) }, [{ path: 'name', message: 'validation.tooLong' }]],
    ['intervalMs 0', { intervalMs: 0 }, [{ path: 'intervalMs', message: 'validation.intervalPositive' }]],
    ['intervalMs -1', { intervalMs: -1 }, [{ path: 'intervalMs', message: 'validation.intervalPositive' }]],
    ['intervalMs 0.5', { intervalMs: 0.5 }, [{ path: 'intervalMs', message: 'validation.integer' }]],
    ['unknown area', { area: 'Q' }, [{ path: 'area', message: 'validation.area' }]],
    ['unknown data type', { dataType: 12 }, [{ path: 'dataType', message: 'validation.dataType' }]],
    ['display format 9', { displayFormat: 9 }, [{ path: 'displayFormat', message: 'validation.displayFormat' }]],
    ['display format 0', { displayFormat: 0 }, [{ path: 'displayFormat', message: 'validation.displayFormat' }]],
    ['address -1', { address: -1 }, [{ path: 'address', message: 'validation.between', params: { min: 0, max: 65535 } }]],
    ['address 65536', { address: 65536 }, [{ path: 'address', message: 'validation.between', params: { min: 0, max: 65535 } }]],
    ['address 1.5', { address: 1.5 }, [{ path: 'address', message: 'validation.integer' }]],
    ['length 0', { dataType: 11, length: 0 }, [{ path: 'length', message: 'validation.between', params: { min: 1, max: 128 } }]],
    ['length 129', { dataType: 11, length: 129 }, [{ path: 'length', message: 'validation.between', params: { min: 1, max: 128 } }]],
    ['startBit 16', { startBit: 16 }, [{ path: 'startBit', message: 'validation.between', params: { min: 0, max: 15 } }]],
    ['startBit -1', { startBit: -1 }, [{ path: 'startBit', message: 'validation.between', params: { min: 0, max: 15 } }]],
    ['decimals 7', { decimals: 7 }, [{ path: 'decimals', message: 'validation.between', params: { min: 0, max: 6 } }]],
    ['decimals -1', { decimals: -1 }, [{ path: 'decimals', message: 'validation.between', params: { min: 0, max: 6 } }]],
    ['unit of 17', { unit: 'u'.repeat(17) }, [{ path: 'unit', message: 'validation.tooLong' }]],
    ['valueDescription of 201', { valueDescription: 'v'.repeat(201) }, [{ path: 'valueDescription', message: 'validation.tooLong' }]],
    ['multiSegment of 201', { multiSegment: 'v'.repeat(201) }, [{ path: 'multiSegment', message: 'validation.tooLong' }]],
    ['registerGroup of 33', { registerGroup: 'g'.repeat(33) }, [{ path: 'registerGroup', message: 'validation.tooLong' }]],
    ['a word type on a coil', { area: 'M', dataType: 1 }, [{ path: 'dataType', message: 'validation.coilBool' }]],
    ['X8 (octal)', { area: 'X', address: 8, dataType: 10 }, [{ path: 'address', message: 'validation.octalAddress' }]],
  ])('%s', (_, change, expected) => {
    expect(issues(PointCreateSchema, { ...minimal, ...change })).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>]>([
    ['name of 32 with Chinese', { name: '温'.repeat(POINT_NAME_MAX_LENGTH) }],
    ['address 65535', { address: 65535 }],
    ['intervalMs 1', { intervalMs: 1 }],
    ['length 128', { dataType: 11, length: 128 }],
    ['startBit 0 and 15', { startBit: 15 }],
    ['decimals 0', { decimals: 0 }],
    ['decimals 6', { decimals: 6 }],
    ['lower equal to upper', { upperLimit: 5, lowerLimit: 5 }],
    ['limits on the data range', { upperLimit: 100, lowerLimit: 0, maxData: 100, minData: 0, maxProportion: 1, minProportion: 0 }],
    ['INT16S data on its range', { dataType: 1, maxData: 32767, minData: -32768, maxProportion: 1, minProportion: 0 }],
    ['Bool on a coil', { area: 'M', dataType: 10 }],
    ['X17', { area: 'X', address: 17, dataType: 10 }],
    ['negative slope', { slope: -0.5 }],
    ['unit of 16', { unit: 'u'.repeat(16) }],
  ])('passes %s', (_, change) => {
    expect(issues(PointCreateSchema, { ...minimal, ...change })).toEqual([]);
  });

  it('requires name, area, address and dataType', () => {
    const paths = issues(PointCreateSchema, {}).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'area', 'address', 'dataType']));
  });

  it('uses only message keys of the catalogue', () => {
    const bad = { name: 'a(b)', area: 'Q', address: -1, dataType: 12, slope: 0, intervalMs: 0, upperLimit: 1, maxData: 5 };
    const found = issues(PointCreateSchema, bad);
    expect(found.length).toBeGreaterThan(5);
    for (const issue of found) expect(isMessageKey(issue.message)).toBe(true);
  });
});

describe('PointUpdateSchema', () => {
  it('takes an empty change and fills no defaults', () => {
    expect(PointUpdateSchema.parse({})).toEqual({});
    expect(PointUpdateSchema.parse({ decimals: 3 })).toEqual({ decimals: 3 });
  });

  it('clears a nullable field with null or an empty text', () => {
    expect(PointUpdateSchema.parse({ slope: null, unit: '' })).toEqual({ slope: null, unit: null });
  });

  it.each<[string, Record<string, unknown>, Issue[]]>([
    ['slope 0', { slope: 0 }, [{ path: 'slope', message: 'validation.slopeZero' }]],
    ['intervalMs 0', { intervalMs: 0 }, [{ path: 'intervalMs', message: 'validation.intervalPositive' }]],
    ['brackets', { name: '【x】' }, [{ path: 'name', message: 'validation.pointName' }]],
    ['upper given, lower cleared', { upperLimit: 1, lowerLimit: null }, [{ path: 'lowerLimit', message: 'validation.limitsTogether' }]],
    ['lower above upper', { upperLimit: 1, lowerLimit: 2 }, [{ path: 'lowerLimit', message: 'validation.limitsOrder' }]],
    [
      'INT16S maxData 40000',
      { dataType: 1, maxData: 40000, minData: 0 },
      [{ path: 'maxData', message: 'validation.dataTypeRange', params: { min: -32768, max: 32767 } }],
    ],
    [
      'all four proportional fields, one cleared',
      { maxData: 1, minData: 0, maxProportion: 1, minProportion: null },
      [{ path: 'minProportion', message: 'validation.proportionTogether' }],
    ],
    ['a word type on a coil', { area: 'M', dataType: 1 }, [{ path: 'dataType', message: 'validation.coilBool' }]],
  ])('%s', (_, change, expected) => {
    expect(issues(PointUpdateSchema, change)).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>]>([
    ['upper alone (the stored point has the lower)', { upperLimit: 10 }],
    ['maxData alone', { maxData: 100 }],
    ['maxData 40000 without the data type', { maxData: 40000 }],
    ['a word type without the area', { dataType: 1 }],
    ['address 8 without the area', { address: 8 }],
  ])('leaves to the merged check: %s', (_, change) => {
    expect(issues(PointUpdateSchema, change)).toEqual([]);
  });
});
