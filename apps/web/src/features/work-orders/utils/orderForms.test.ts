import { describe, expect, it } from 'vitest';
import { photoProblem, requestForm } from './orderForms';

describe('order forms', () => {
  it('builds the request form with its photos and leaves out empty fields', () => {
    const photo = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    const form = requestForm({ deviceId: 4, problem: 'Leak', contactName: 'Zhou', contactPhone: '13512345678', public: true }, [photo]);
    expect(form.get('deviceId')).toBe('4');
    expect(form.get('public')).toBe('true');
    expect(form.has('projectId')).toBe(false);
    expect(form.getAll('photos')).toHaveLength(1);
  });

  it('flags a wrong type or an oversize photo', () => {
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(photoProblem({ type: 'image/jpeg', size: 1024 * 1024 + 1 })).toBe('size');
    expect(photoProblem({ type: 'image/png', size: 1024 * 1024 })).toBeNull();
  });
});
