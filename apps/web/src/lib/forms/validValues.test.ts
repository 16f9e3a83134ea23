import { describe, expect, it } from 'vitest';
import { INCOMPLETE_FORM_EVENT, raiseIncompleteForm } from './incompleteForm';
import { validValues } from './validValues';

describe('validValues', () => {
  it('answers the values when the form is valid', async () => {
    expect(await validValues({ validateFields: async () => ({ name: 'a' }) } as never)).toEqual({ name: 'a' });
  });

  it('answers undefined instead of throwing when a rule fails, and says the form is incomplete', async () => {
    const failing = { validateFields: () => Promise.reject({ errorFields: [{ name: ['name'], errors: ['Required'] }], values: {} }) };
    let told = 0;
    expect(await validValues(failing as never, () => (told += 1))).toBeUndefined();
    expect(told).toBe(1);
    // A valid form says nothing.
    await validValues({ validateFields: async () => ({ name: 'a' }) } as never, () => (told += 1));
    expect(told).toBe(1);
  });

  it('raises the incomplete-form event on its target', () => {
    const target = new EventTarget();
    let heard = 0;
    target.addEventListener(INCOMPLETE_FORM_EVENT, () => (heard += 1));
    raiseIncompleteForm(target);
    expect(heard).toBe(1);
  });

  it('rethrows anything that is not a field error', async () => {
    const broken = { validateFields: () => Promise.reject(new Error('boom')) };
    await expect(validValues(broken as never)).rejects.toThrow('boom');
  });
});
