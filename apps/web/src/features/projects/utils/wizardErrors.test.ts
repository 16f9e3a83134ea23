import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http/ApiError';
import { wizardErrors } from './wizardErrors';

const failure = (issues: { path: string; message: string }[]) =>
  new ApiError({ status: 400, code: 400, key: 'VALIDATION_FAILED', message: 'bad', url: '/x', issues });

describe('wizardErrors', () => {
  it('puts each field error on its part and goes back to the first step with one', () => {
    const result = wizardErrors(
      failure([
        { path: 'device.boxId', message: 'taken' },
        { path: 'device.boxId', message: 'short' },
        { path: 'project.groupId', message: 'No such group' },
      ]),
    );
    expect(result.fields.project).toEqual([{ name: 'groupId', errors: ['No such group'] }]);
    expect(result.fields.device).toEqual([{ name: 'boxId', errors: ['taken', 'short'] }]);
    expect(result.step).toBe(0);
  });

  it('goes to the device step when only the device is wrong', () => {
    expect(wizardErrors(failure([{ path: 'device.name', message: 'x' }])).step).toBe(1);
  });

  it('ignores paths without a part and other errors', () => {
    expect(wizardErrors(failure([{ path: 'name', message: 'x' }])).step).toBeNull();
    expect(wizardErrors(new Error('boom'))).toEqual({ fields: { project: [], device: [] }, step: null });
  });
});
