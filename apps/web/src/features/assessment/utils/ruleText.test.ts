import { AssessmentRuleBodySchema, type AssessmentRuleBody } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { ruleAsText, ruleFromText } from './ruleText';

const rule: AssessmentRuleBody = {
  kindPoints: { repair: 10, maintenance: 8 },
  naturePoints: { check: 5, maintenance: null, replace: 12, overhaul: 20, retired: 6 },
  onTimeBonus: 5,
  latePenalty: 2.5,
  ratingPoints: [-10, -5, 0, 5, 10],
};

describe('the assessment rule as phone inputs', () => {
  it('round-trips every number, an unset nature staying unset', () => {
    const text = ruleAsText(rule);
    expect(text.naturePoints.maintenance).toBe('');
    expect(text.latePenalty).toBe('2.5');
    expect(AssessmentRuleBodySchema.parse(ruleFromText(text))).toEqual(rule);
  });

  it('turns empty and non-numeric required fields into errors the schema names', () => {
    const text = ruleAsText(rule);
    const result = AssessmentRuleBodySchema.safeParse(
      ruleFromText({ ...text, onTimeBonus: ' ', ratingPoints: ['x', '-5', '0', '5', '10'] }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['onTimeBonus', 'ratingPoints.0']);
  });
});
