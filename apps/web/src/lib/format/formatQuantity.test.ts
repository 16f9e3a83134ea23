import { describe, expect, it } from 'vitest';
import { formatQuantity, quantityText } from './formatQuantity';

describe('formatQuantity', () => {
  it('groups thousands and drops float noise and trailing zeros', () => {
    expect(formatQuantity(157280, 'zh-CN')).toBe('157,280');
    expect(formatQuantity(157280, 'en-US')).toBe('157,280');
    expect(formatQuantity(24.9616, 'en-US')).toBe('24.96');
    expect(formatQuantity(9999.900000000001, 'en-US')).toBe('9,999.9');
    expect(formatQuantity(3, 'en-US', 0)).toBe('3');
    expect(formatQuantity(Number.NaN, 'en-US')).toBe('—');
  });

  it('reads a KPI cell: numbers and numeric text grouped, other text as it is', () => {
    expect(quantityText('157280', 'zh-CN')).toBe('157,280');
    expect(quantityText(157280.456, 'en-US')).toBe('157,280.46');
    expect(quantityText('0.01234', 'en-US')).toBe('0.0123');
    expect(quantityText('WO-20261128-0001', 'en-US')).toBe('WO-20261128-0001');
    expect(quantityText(null, 'en-US')).toBe('');
  });
});
