import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { downloadReason } from './downloadReason';

describe('downloadReason', () => {
  const zh = createI18n('zh-CN').t;
  const en = createI18n('en-US').t;

  it("shows a code's reason in the reader's language with its detail", () => {
    const entry = {
      error: 'the PLC refused the write of 4x298 (4 words): Modbus exception 2',
      reason: { code: 'plc_refused', detail: { address: '4x298', count: 4, exceptionCode: 2 } },
    };
    expect(downloadReason(entry, en)).toBe('The PLC refused the write of 4x298 (4 words), exception code 2');
    expect(downloadReason(entry, zh)).toBe('PLC 拒绝写入 4x298(4 个字),异常码 2');
  });

  it('shows a plain-text reason (older entries, unknown codes) as it came', () => {
    expect(downloadReason({ error: 'read-back differs at 4x11', reason: null }, zh)).toBe('read-back differs at 4x11');
    expect(downloadReason({ error: 'something new', reason: { code: 'future', detail: {} } }, en)).toBe('something new');
    expect(downloadReason({ error: null, reason: null }, en)).toBe('');
  });
});
