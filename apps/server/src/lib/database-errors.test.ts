import { describe, expect, it } from 'vitest';
import { fieldOfKey, inputErrorOf } from './database-errors.js';

const refused = (code: string, detail?: string) => Object.assign(new Error('refused'), { code, ...(detail ? { detail } : {}) });
/** As Drizzle wraps a driver's error. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: …'), { cause });

describe('database errors caused by input', () => {
  it('names the field of a key', () => {
    expect(fieldOfKey('Key (region_id)=(999) is not present in table "regions".')).toBe('regionId');
    expect(fieldOfKey('Key (company_id, name)=(3, A) already exists.')).toBe('name');
    expect(fieldOfKey(undefined)).toBeUndefined();
  });

  it('answers a reference to no row as a 400 naming the field, inside a driver wrapping', () => {
    const error = inputErrorOf(wrapped(refused('23503', 'Key (region_id)=(999) is not present in table "regions".')));
    expect(error).toMatchObject({
      statusCode: 400,
      messageKey: 'input.unknownReference',
      field: 'regionId',
      params: { field: 'regionId' },
    });
  });

  it('answers a row still referenced and a duplicate as 409', () => {
    expect(inputErrorOf(refused('23503', 'Key (id)=(4) is still referenced from table "devices".'))).toMatchObject({ statusCode: 409 });
    expect(inputErrorOf(refused('23505', 'Key (company_id, name)=(3, A) already exists.'))).toMatchObject({
      statusCode: 409,
      field: 'name',
    });
  });

  it.each(['22P02', '22003', '22007', '22008', '22001', '22021', '23502', '23514'])('answers %s as a 400', (code) => {
    expect(inputErrorOf(refused(code))?.statusCode).toBe(400);
  });

  it('answers an update with nothing to set as a 400', () => {
    expect(inputErrorOf(new Error('No values to set'))).toMatchObject({ statusCode: 400, messageKey: 'input.nothingToChange' });
  });

  it('leaves every other failure alone', () => {
    expect(inputErrorOf(refused('57014'))).toBeUndefined();
    expect(inputErrorOf(refused('EPERM'))).toBeUndefined();
    expect(inputErrorOf(new Error('boom'))).toBeUndefined();
  });
});
