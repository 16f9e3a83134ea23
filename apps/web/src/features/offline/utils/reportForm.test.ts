import { describe, expect, it } from 'vitest';
import { reportForm } from './reportForm';

describe('report form', () => {
  it('always sends the signature with the report', () => {
    const signature = new Blob(['x'], { type: 'image/png' });
    const form = reportForm({ solution: 'Fixed', workingHours: '' }, [], signature);
    expect(form.has('workingHours')).toBe(false);
    expect((form.get('signature') as File).name).toBe('signature.png');
  });
});
