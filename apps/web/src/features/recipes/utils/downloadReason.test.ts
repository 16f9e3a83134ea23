import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/resources';
import { downloadReason } from './downloadReason';

describe('downloadReason', () => {
  const zh = createI18n('zh-CN').t;
  const en = createI18n('en-US').t;

  it("shows a code's reason in the reader's language with its detail", () => {
    const entry = {
      error: 'the PLC refused the write of 4x298 (4 words): Modbus exception 2',
      reason: { code: 'plc_refused', detail: { address: '4x298', count: 4, exceptionCode: 2 } },
    };
    expect(downloadReason(entry, en, 'en-US')).toBe('The PLC refused the write of 4x298 (4 words), exception code 2');
    expect(downloadReason(entry, zh, 'zh-CN')).toBe('PLC 拒绝写入 4x298(4 个字),异常码 2');
  });

  it("words a refused condition with the point's name and words in the reader's language", () => {
    const detail = {
      index: 1,
      op: '==',
      value: 1,
      current: 0,
      name: 'running',
      valueDescription: '运行|Running',
      multiSegment: '0=停止|Stopped;1=运行|Running',
    };
    const entry = { error: 'Not sent', reason: { code: 'condition_not_met', detail } };
    expect(downloadReason(entry, en, 'en-US')).toBe('Not sent: condition 1 did not hold, Running should be = Running, was Stopped');
    expect(downloadReason(entry, zh, 'zh-CN')).toBe('未下发:条件 1 不满足,运行 应 = 运行,当时为 停止');
  });

  it('shows a plain-text reason (older entries, unknown codes) as it came', () => {
    expect(downloadReason({ error: 'read-back differs at 4x11', reason: null }, zh, 'zh-CN')).toBe('read-back differs at 4x11');
    expect(downloadReason({ error: 'something new', reason: { code: 'future', detail: {} } }, en, 'en-US')).toBe('something new');
    expect(downloadReason({ error: null, reason: null }, en, 'en-US')).toBe('');
  });
});
