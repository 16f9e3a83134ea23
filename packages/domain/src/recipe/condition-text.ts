import type { AlarmOp } from '../alarm/condition.js';
import type { Language } from '../language.js';
import { formatReading, pointLabel, type ReadingPoint } from '../datapoint/reading.js';

/**
 * What a refused download keeps of the condition that refused it (issue 37 item 6): the point as
 * readers know it (its reading fields), what was wanted and what it was. Worded at read time, in the
 * reader's language, by `conditionWords`.
 */
export interface ConditionFacts extends ReadingPoint {
  /** 1-based, as the form numbers the conditions. */
  index: number;
  op: AlarmOp;
  value: number;
  value2?: number | null;
  /** The live value at the refusal; null when the point had none. */
  current: number | null;
}

const SYMBOL: Partial<Record<AlarmOp, string>> = { '>': '>', '>=': '≥', '<': '<', '<=': '≤', '==': '=', '!=': '≠' };

/** The condition's point, what it should be and what it is, e.g. 运行状态 / "= 运行" / "停止". */
export function conditionWords(
  facts: ConditionFacts,
  language: Language,
): { index: number; point: string; expected: string; value: string } {
  const shown = (value: number) => formatReading(value, facts, language);
  const zh = language === 'zh-CN';
  const low = Math.min(facts.value, facts.value2 ?? facts.value);
  const high = Math.max(facts.value, facts.value2 ?? facts.value);
  const symbol = SYMBOL[facts.op];
  const expected = symbol
    ? `${symbol} ${shown(facts.value)}`
    : facts.op === 'between'
      ? zh
        ? `介于 ${shown(low)} 与 ${shown(high)} 之间`
        : `between ${shown(low)} and ${shown(high)}`
      : facts.op === 'outside'
        ? zh
          ? `在 ${shown(low)} 与 ${shown(high)} 之外`
          : `outside ${shown(low)} to ${shown(high)}`
        : zh
          ? `第 ${facts.value} 位为 ${facts.op === 'bitSet' ? 1 : 0}`
          : `bit ${facts.value} ${facts.op === 'bitSet' ? 'set' : 'clear'}`;
  return {
    index: facts.index,
    point: pointLabel(facts, language),
    expected,
    value: facts.current === null ? '—' : shown(facts.current),
  };
}
