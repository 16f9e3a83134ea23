import { describe, expect, it } from 'vitest';
import { AssessmentRuleBodySchema, AssessmentSearchQuerySchema, OrderRatingBodySchema } from './schemas.js';
import { DEFAULT_ASSESSMENT_RULE, scoreOrder, summarize, timelinessOf, type AssessmentRule } from './score.js';

const rule: AssessmentRule = {
  kindPoints: { repair: 10, maintenance: 8 },
  naturePoints: { check: 5, maintenance: null, replace: 12, overhaul: 20, retired: null },
  onTimeBonus: 4,
  latePenalty: 6,
  ratingPoints: [-10, -5, 0, 3, 6],
};

// Completed at 2026-03-10 10:00 in China (UTC+8).
const completedAt = new Date('2026-03-10T02:00:00Z');

describe('scoreOrder', () => {
  it.each([
    // kind, nature, due, stars -> base, timeliness, timelinessPoints, ratingPoints, total
    ['repair', null, null, null, 10, 'noDueDate', 0, 0, 10],
    ['maintenance', null, '2026-03-10', 5, 8, 'onTime', 4, 6, 18],
    ['repair', 'overhaul', '2026-03-09', 1, 20, 'late', -6, -10, 4],
    ['repair', 'maintenance', '2026-03-11', 4, 10, 'onTime', 4, 3, 17],
    ['maintenance', 'check', '2026-03-10', 3, 5, 'onTime', 4, 0, 9],
    ['repair', 'retired', null, 2, 10, 'noDueDate', 0, -5, 5],
    ['repair', 'unknown-nature', null, null, 10, 'noDueDate', 0, 0, 10],
  ] as const)('%s/%s due %s rated %s', (kind, nature, dueDate, stars, base, timeliness, timelinessPoints, ratingPoints, total) => {
    expect(scoreOrder(rule, { kind, nature, dueDate, completedAt, stars })).toEqual({
      base,
      timeliness,
      timelinessPoints,
      ratingPoints,
      total,
    });
  });

  it('the whole due day counts in the company time zone', () => {
    // 23:59 on the due day in China is on time; 00:00 the next day is late.
    expect(timelinessOf('2026-03-10', new Date('2026-03-10T15:59:00Z'))).toBe('onTime');
    expect(timelinessOf('2026-03-10', new Date('2026-03-10T16:00:00Z'))).toBe('late');
    expect(timelinessOf('2026-03-10', new Date('2026-03-10T23:00:00Z'), 0)).toBe('onTime');
  });
});

describe('summarize', () => {
  it('adds points, counts on time among orders with a due date, averages the ratings given', () => {
    const rows = [
      { kind: 'repair', nature: null, dueDate: '2026-03-10', stars: 5 },
      { kind: 'repair', nature: null, dueDate: '2026-03-01', stars: 3 },
      { kind: 'maintenance', nature: null, dueDate: null, stars: null },
    ] as const;
    const scored = rows.map((row) => ({ stars: row.stars, score: scoreOrder(rule, { ...row, completedAt }) }));
    expect(summarize(scored)).toEqual({
      points: 10 + 4 + 6 + (10 - 6 + 0) + 8,
      orders: 3,
      onTime: 1,
      late: 1,
      onTimeRate: 0.5,
      averageRating: 4,
      rated: 2,
    });
  });

  it('an empty period has no rates', () => {
    expect(summarize([])).toEqual({ points: 0, orders: 0, onTime: 0, late: 0, onTimeRate: null, averageRating: null, rated: 0 });
  });
});

describe('assessment schemas', () => {
  it('the default rule is a valid rule', () => {
    expect(AssessmentRuleBodySchema.parse(DEFAULT_ASSESSMENT_RULE)).toEqual(DEFAULT_ASSESSMENT_RULE);
  });

  it('refuses negative bonus points and out-of-range values', () => {
    expect(AssessmentRuleBodySchema.safeParse({ ...rule, onTimeBonus: -1 }).success).toBe(false);
    expect(AssessmentRuleBodySchema.safeParse({ ...rule, ratingPoints: [0, 0, 0, 0, 5000] }).success).toBe(false);
    expect(AssessmentRuleBodySchema.safeParse({ ...rule, ratingPoints: [0, 0, 0, 0] }).success).toBe(false);
  });

  it('a search period must not end before it starts', () => {
    expect(AssessmentSearchQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-31' }).success).toBe(true);
    expect(AssessmentSearchQuerySchema.safeParse({ from: '2026-03-31', to: '2026-03-01' }).success).toBe(false);
  });

  it('ratings are whole stars from 1 to 5', () => {
    expect(OrderRatingBodySchema.parse({ stars: 4, comment: ' good ' })).toEqual({ stars: 4, comment: 'good' });
    for (const stars of [0, 6, 2.5]) expect(OrderRatingBodySchema.safeParse({ stars }).success).toBe(false);
  });
});
