import { describe, expect, it } from 'vitest';
import { formatQuantity } from './formatQuantity';

describe('formatQuantity', () => {
  it('groups thousands and drops float noise and trailing zeros', () => {
    expect(formatQuantity(157280, 'zh-CN')).toBe('157,280');
    expect(formatQuantity(157280, 'en-US')).toBe('157,280');
    expect(formatQuantity(24.9616, 'en-US')).toBe('24.96');
    expect(formatQuantity(9999.900000000001, 'en-US')).toBe('9,999.9');
    expect(formatQuantity(3, 'en-US', 0)).toBe('3');
    expect(formatQuantity(Number.NaN, 'en-US')).toBe('—');
  });
});
