import { describe, expect, it } from 'vitest';
import { validValues } from './validValues';

describe('validValues', () => {
  it('answers the values when the form is valid', async () => {
    expect(await validValues({ validateFields: async () => ({ name: 'a' }) } as never)).toEqual({ name: 'a' });
  });

  it('answers undefined instead of throwing when a rule fails', async () => {
    const failing = { validateFields: () => Promise.reject({ errorFields: [{ name: ['name'], errors: ['Required'] }], values: {} }) };
    expect(await validValues(failing as never)).toBeUndefined();
  });

  it('rethrows anything that is not a field error', async () => {
    const broken = { validateFields: () => Promise.reject(new Error('boom')) };
    await expect(validValues(broken as never)).rejects.toThrow('boom');
  });
});
