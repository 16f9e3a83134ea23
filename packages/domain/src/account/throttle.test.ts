import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, throttleDelayMs, throttleVerdict, type ThrottlePolicy } from './throttle.js';

const policy: ThrottlePolicy = {
  windowMs: 60_000,
  perAddressAndSubject: 3,
  perAddress: 10,
  slowAfter: 4,
  firstDelayMs: 100,
  maxDelayMs: 1000,
};
const now = new Date('2026-01-01T00:10:00Z');
const opened = (secondsAgo: number, count: number) => ({ count, windowStart: new Date(now.getTime() - secondsAgo * 1000) });

describe('throttleDelayMs', () => {
  it.each([
    [0, 0],
    [3, 0],
    [4, 100],
    [5, 200],
    [7, 800],
    [8, 1000],
    [50, 1000],
  ])('%i failures on the subject wait %i ms', (failures, ms) => {
    expect(throttleDelayMs(failures, policy)).toBe(ms);
  });

  it('keeps sign-in slowed at most 5 s', () => {
    expect(throttleDelayMs(1000, LOGIN_THROTTLE)).toBe(5000);
  });
});

describe('throttleVerdict', () => {
  it('answers an address that never failed at once while the subject is quiet', () => {
    expect(throttleVerdict({}, policy, now)).toEqual({ kind: 'answer', delayMs: 0 });
  });

  it('answers an address that never failed, only later, however often the subject failed elsewhere', () => {
    expect(throttleVerdict({ subject: opened(10, 500) }, policy, now)).toEqual({ kind: 'answer', delayMs: 1000 });
  });

  it('refuses the address at its limit on the subject until its window ends, and answers it one below', () => {
    expect(throttleVerdict({ addressAndSubject: opened(20, 2) }, policy, now)).toEqual({ kind: 'answer', delayMs: 0 });
    expect(throttleVerdict({ addressAndSubject: opened(20, 3) }, policy, now)).toEqual({ kind: 'refuse', retryAfterSeconds: 40 });
  });

  it('refuses the address at its limit over all subjects, with the longer wait of the two', () => {
    expect(throttleVerdict({ address: opened(5, 9) }, policy, now).kind).toBe('answer');
    expect(throttleVerdict({ address: opened(5, 10), addressAndSubject: opened(50, 3) }, policy, now)).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 55,
    });
  });

  it('asks for at least a second', () => {
    expect(throttleVerdict({ addressAndSubject: opened(60, 3) }, policy, now)).toEqual({ kind: 'refuse', retryAfterSeconds: 1 });
  });
});
