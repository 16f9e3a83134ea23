import { WORK_ORDER_KINDS, WORK_ORDER_NATURES, type AssessmentRuleBody } from '@fieldlink/domain';

type Path = (string | number)[];
const RATINGS = [0, 1, 2, 3, 4] as const;

/** The rule's numbers as the text a phone's inputs hold; an unset nature is empty. */
export function ruleAsText(rule: AssessmentRuleBody) {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    kindPoints: Object.fromEntries(WORK_ORDER_KINDS.map((kind) => [kind, text(rule.kindPoints[kind])])),
    naturePoints: Object.fromEntries(WORK_ORDER_NATURES.map((nature) => [nature, text(rule.naturePoints[nature])])),
    onTimeBonus: text(rule.onTimeBonus),
    latePenalty: text(rule.latePenalty),
    ratingPoints: RATINGS.map((index) => text(rule.ratingPoints[index])),
  };
}

const read = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((at, key) => (at as Record<string | number, unknown> | undefined)?.[key], value);

/**
 * The inputs' text back as the rule's numbers, for AssessmentRuleBodySchema to check: an empty or
 * non-numeric field becomes null, which the schema refuses where a number is required.
 */
export function ruleFromText(values: unknown): unknown {
  const number = (path: Path) => {
    const raw = String(read(values, path) ?? '').trim();
    return raw === '' || Number.isNaN(Number(raw)) ? null : Number(raw);
  };
  return {
    kindPoints: Object.fromEntries(WORK_ORDER_KINDS.map((kind) => [kind, number(['kindPoints', kind])])),
    naturePoints: Object.fromEntries(WORK_ORDER_NATURES.map((nature) => [nature, number(['naturePoints', nature])])),
    onTimeBonus: number(['onTimeBonus']),
    latePenalty: number(['latePenalty']),
    ratingPoints: RATINGS.map((index) => number(['ratingPoints', index])),
  };
}
