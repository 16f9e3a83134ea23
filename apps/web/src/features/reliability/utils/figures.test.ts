import { describe, expect, it } from 'vitest';
import { durationParts, evidenceLabel, hours, mayConfirmByHand, percent, recentPeriod } from './figures';

describe('reliability figures on the web', () => {
  it('reads an order without a verdict as being repaired until it is completed', () => {
    expect(evidenceLabel('processing', null)).toBe('handling');
    expect(evidenceLabel('completed', null)).toBeNull();
    expect(evidenceLabel('cancelled', null)).toBeNull();
    expect(evidenceLabel('completed', 'verified')).toBe('verified');
    expect(evidenceLabel('dispatched', 'recurred')).toBe('recurred');
  });

  it('offers the hand confirmation only on a completed order awaiting or not verifiable', () => {
    expect(mayConfirmByHand('completed', 'awaiting')).toBe(true);
    expect(mayConfirmByHand('completed', 'not_verifiable')).toBe(true);
    expect(mayConfirmByHand('completed', 'verified')).toBe(false);
    expect(mayConfirmByHand('completed', 'manual')).toBe(false);
    expect(mayConfirmByHand('dispatched', 'recurred')).toBe(false);
    expect(mayConfirmByHand('completed', null)).toBe(false);
  });

  it('formats hours, shares and windows', () => {
    expect(hours(5_400_000)).toBe('1.5');
    expect(hours(null)).toBe('—');
    expect(percent(0.9234)).toBe('92.3%');
    expect(percent(0)).toBe('0%');
    expect(percent(null)).toBe('—');
    expect(durationParts(1800)).toEqual([30, 'min']);
    expect(durationParts(7 * 86_400)).toEqual([7, 'd']);
    expect(durationParts(7200)).toEqual([2, 'h']);
    expect(durationParts(45)).toEqual([45, 's']);
  });

  it('takes the last 90 days up to the next whole hour', () => {
    const { from, to } = recentPeriod(new Date('2026-03-01T10:20:00Z'));
    expect(new Date(to).getTime() - new Date(from).getTime()).toBe(90 * 86_400_000);
    expect(new Date(to).getTime()).toBeGreaterThan(new Date('2026-03-01T10:20:00Z').getTime());
    expect(new Date(to).getMinutes()).toBe(0);
  });
});
