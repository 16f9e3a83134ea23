import { CODE_RESEND_INTERVAL_MS } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it.each([
    [null, 0, 0],
    [0, 0, 60],
    [0, 1, 60],
    [0, 999, 60],
    [0, 1000, 59],
    [0, 59_000, 1],
    [0, 59_999, 1],
    [0, 60_000, 0],
    [0, 61_000, 0],
  ] as const)('sent at %s, now %s: %s s', (sentAt, now, expected) => {
    expect(secondsLeft(sentAt, now)).toBe(expected);
  });

  it('uses the domain resend interval (60 s) by default and accepts another', () => {
    expect(CODE_RESEND_INTERVAL_MS).toBe(60_000);
    expect(secondsLeft(1000, 1000, 5000)).toBe(5);
  });
});
