import { describe, expect, it } from 'vitest';
import { idParam, withDevice, withProject } from './projectParam';

describe('a list narrowed to a project by its address', () => {
  it('reads positive integer ids only', () => {
    expect(idParam('7')).toBe(7);
    for (const bad of [null, '', '0', '-3', '1.5', 'x']) expect(idParam(bad)).toBeUndefined();
  });

  it('sets or clears the project, drops the device, keeps the rest', () => {
    const params = new URLSearchParams('projectId=1&deviceId=3&tab=log');
    expect(withProject(params, 2).toString()).toBe('projectId=2&tab=log');
    expect(withProject(params, undefined).toString()).toBe('tab=log');
    // The original is left as it was.
    expect(params.toString()).toBe('projectId=1&deviceId=3&tab=log');
  });

  it('sets or clears the device, keeps the project', () => {
    const params = new URLSearchParams('projectId=1');
    expect(withDevice(params, 5).toString()).toBe('projectId=1&deviceId=5');
    expect(withDevice(new URLSearchParams('projectId=1&deviceId=5'), undefined).toString()).toBe('projectId=1');
  });
});
