import { describe, expect, it } from 'vitest';
import { decodeInstallmentNote, encodeInstallmentNote } from './event-notes.js';

describe('installment event notes', () => {
  it('read back as key and values, leaving out what is missing', () => {
    expect(decodeInstallmentNote(encodeInstallmentNote('overdue', { period: 2, graceEnd: '2026-06-05' }))).toEqual({
      key: 'overdue',
      params: { period: 2, graceEnd: '2026-06-05' },
    });
    expect(decodeInstallmentNote(encodeInstallmentNote('unlockedFor', { days: 3, note: undefined }))).toEqual({
      key: 'unlockedFor',
      params: { days: 3 },
    });
    expect(decodeInstallmentNote(encodeInstallmentNote('codeIssued', { counter: 4, days: 2, note: '客户承诺周五付款' }))?.params.note).toBe(
      '客户承诺周五付款',
    );
  });

  it('keep plain text, a broken or unknown note as written, and nothing as nothing', () => {
    expect(decodeInstallmentNote('period 2')).toEqual({ key: 'text', params: { text: 'period 2' } });
    expect(decodeInstallmentNote('{"k":"nope"}')).toEqual({ key: 'text', params: { text: '{"k":"nope"}' } });
    expect(decodeInstallmentNote('{"k":')).toEqual({ key: 'text', params: { text: '{"k":' } });
    expect(decodeInstallmentNote('{"k":"text","text":"x"}')).toEqual({ key: 'text', params: { text: '{"k":"text","text":"x"}' } });
    expect(decodeInstallmentNote(null)).toBeNull();
  });
});
