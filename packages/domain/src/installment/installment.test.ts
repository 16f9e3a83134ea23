import { describe, expect, it } from 'vitest';
import { lockDecision, periodStates, planSchedule, planState, reminderDue, type PlanTerms } from './schedule.js';
import { InstallmentPlanCreateSchema } from './schemas.js';
import { addMonths } from '../calendar-date.js';
import { UNLOCK_CODE_WINDOW, checkUnlockCode, parseUnlockCode, unlockCode, type HmacSha256 } from './unlock-code.js';

/**
 * A keyed 32-byte stand-in for HMAC-SHA256 (FNV-1a rounds): the domain stays free of node:crypto; the
 * gateway's lock.test.ts runs the same scheme on the real HMAC-SHA256.
 */
const hmac: HmacSha256 = (secret, message) => {
  const out = new Uint8Array(32);
  for (let round = 0; round < 8; round++) {
    let h = 0x811c9dc5 ^ round;
    for (const ch of `${round}|${secret}|${message}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    out.set([h >>> 24, (h >>> 16) & 255, (h >>> 8) & 255, h & 255], round * 4);
  }
  return out;
};
const randomSecret = () => Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
const terms: PlanTerms = {
  totalCents: 100_000,
  downPaymentCents: 10_000,
  periods: 7,
  firstDueDate: '2026-01-31',
  intervalMonths: 1,
  graceDays: 3,
};

describe('installment schedule', () => {
  it('splits the financed amount exactly and keeps the month end from the first due date', () => {
    const schedule = planSchedule(terms);
    expect(schedule.reduce((sum, p) => sum + p.amountCents, 0)).toBe(90_000);
    expect(schedule.map((p) => p.amountCents)).toEqual([12_858, 12_857, 12_857, 12_857, 12_857, 12_857, 12_857]);
    expect(schedule.map((p) => p.dueDate).slice(0, 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
  });

  it('allocates payments in order and moves a period through due, overdue and lockable at the grace edge', () => {
    const paid = 12_858 + 100;
    const on = (today: string) =>
      periodStates(terms, paid, today)
        .slice(0, 2)
        .map((p) => [p.status, p.paidCents]);
    expect(on('2026-02-27')).toEqual([
      ['paid', 12_858],
      ['partial', 100],
    ]);
    expect(on('2026-02-28')[1]![0]).toBe('due');
    expect(on('2026-03-03')[1]![0]).toBe('overdue'); // last day of grace
    expect(on('2026-03-04')[1]![0]).toBe('lockable');
    expect(planState(periodStates(terms, paid, '2026-03-01'), false)).toBe('overdue');
    expect(planState(periodStates(terms, 90_000, '2030-01-01'), true)).toBe('paid_off');
  });

  it('locks past grace unless an unlock holds, and unlocks once paid', () => {
    const now = Date.parse('2026-03-10T00:00:00Z');
    const late = periodStates(terms, 12_858, '2026-03-10');
    expect(lockDecision({ periods: late, locked: false, unlockedUntil: null, now })).toBe('lock');
    expect(lockDecision({ periods: late, locked: true, unlockedUntil: null, now })).toBeNull();
    expect(lockDecision({ periods: late, locked: true, unlockedUntil: now + 1, now })).toBe('unlock');
    expect(lockDecision({ periods: late, locked: false, unlockedUntil: now, now })).toBe('lock');
    const paid = periodStates(terms, 2 * 12_858, '2026-03-10');
    expect(lockDecision({ periods: paid, locked: true, unlockedUntil: null, now })).toBe('unlock');
  });

  it('reminds from N days before the due date until the due date', () => {
    const second = periodStates(terms, 12_858, '2026-02-25')[1]!;
    expect(reminderDue(second, '2026-02-24', 3)).toBe(false);
    expect(reminderDue(second, '2026-02-25', 3)).toBe(true);
    expect(reminderDue(second, '2026-02-28', 3)).toBe(true);
    expect(reminderDue(second, '2026-03-01', 3)).toBe(false);
  });

  it('refuses a down payment not below the total and equal lock values', () => {
    const base = {
      deviceId: 1,
      customerName: 'A',
      total: 100,
      downPayment: 10,
      periods: 3,
      firstDueDate: '2026-02-30',
      lockRegister: { area: '4x', address: 0 },
    };
    const issues = (body: object) => InstallmentPlanCreateSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(issues(base)).toEqual(['validation.installmentDate']);
    expect(issues({ ...base, firstDueDate: '2026-02-28', downPayment: 100 })).toEqual(['validation.installmentDownPayment']);
    expect(issues({ ...base, firstDueDate: '2026-02-28', lockValue: 0 })).toEqual(['validation.installmentLockValues']);
    expect(issues({ ...base, firstDueDate: '2026-02-28', total: 100.001 })).toEqual(['validation.installmentAmount']);
  });
});

describe('unlock codes', () => {
  const secret = randomSecret();

  it('round-trips counter and days for every edge of the days range', () => {
    for (const days of [1, 2, 30, 998, 999]) {
      const code = unlockCode(hmac, secret, 5, days);
      expect(code).toMatch(/^\d{9}$/);
      expect(checkUnlockCode(hmac, secret, code, 4)).toEqual({ counter: 5, days });
    }
    expect(() => unlockCode(hmac, secret, 1, 0)).toThrow(RangeError);
    expect(() => unlockCode(hmac, secret, 1, 1000)).toThrow(RangeError);
  });

  it('accepts a code once and only forward, within the window', () => {
    const code = unlockCode(hmac, secret, 3, 30);
    expect(checkUnlockCode(hmac, secret, code, 0)).toEqual({ counter: 3, days: 30 });
    expect(checkUnlockCode(hmac, secret, code, 3)).toBeUndefined(); // used
    expect(checkUnlockCode(hmac, secret, code, 7)).toBeUndefined(); // a later one was used
    expect(checkUnlockCode(hmac, secret, unlockCode(hmac, secret, 1 + UNLOCK_CODE_WINDOW, 1), 0)).toBeUndefined();
    expect(checkUnlockCode(hmac, secret, unlockCode(hmac, secret, UNLOCK_CODE_WINDOW, 1), 0)).toEqual({
      counter: UNLOCK_CODE_WINDOW,
      days: 1,
    });
  });

  it('refuses a code of another device secret, a changed digit and malformed input', () => {
    const code = unlockCode(hmac, secret, 1, 7);
    expect(checkUnlockCode(hmac, randomSecret(), code, 0)).toBeUndefined();
    const changed = code.slice(0, 2) + String((Number(code[2]) + 1) % 10) + code.slice(3);
    expect(checkUnlockCode(hmac, secret, changed, 0)).toBeUndefined();
    expect(parseUnlockCode('123 456-789')).toBe(123456789);
    expect(parseUnlockCode('12345678')).toBeUndefined();
    expect(checkUnlockCode(hmac, secret, 'abc', 0)).toBeUndefined();
  });
});
