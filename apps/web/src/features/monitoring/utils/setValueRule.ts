import {
  CHAR_MAX_LENGTH,
  DATA_TYPES,
  checkWriteValue,
  isDataTypeCode,
  scale,
  writeRange,
  type DataTypeCode,
  type ScaleParams,
} from '@fieldlink/domain';

/** The page whose setValue key lets a user write a point's value (spec §6). */
export const SET_VALUE_PAGE = 'item_query';

/** What the set-value form needs to know about a point. */
export interface WritablePoint {
  dataType: number;
  /** The point's configuration: scale and limits (to check the range) and a Char point's length in words. */
  config?: ScaleParams & { length?: number | null };
}

export type SetValueProblem = 'required' | 'notNumber' | 'notBool' | 'outOfRange' | 'tooLong';

export type SetValueCheck = { ok: true; value: number | string } | { ok: false; problem: SetValueProblem; min?: number; max?: number };

/** A bound in display units without binary noise (6553.500000000001 -> 6553.5). */
function tidy(value: number): number {
  return Number(value.toPrecision(12));
}

/** The range a value may take as shown: the point's own (max/min data or proportion), else its data type's, scaled. */
function displayRange(dataType: DataTypeCode, params: ScaleParams): { min: number; max: number } | undefined {
  const own = writeRange(params);
  if (own) return own;
  const { min, max } = DATA_TYPES[dataType];
  try {
    const ends = [scale(min, params), scale(max, params)].map(tidy);
    return { min: Math.min(...ends), max: Math.max(...ends) };
  } catch {
    return undefined;
  }
}

/**
 * Client-side check of a value typed into the set-value form, with the rule the server applies
 * (domain `checkWriteValue`): a number for numeric types within the point's range and, unscaled,
 * its data type's; 0 or 1 for Bool; text that fits the point's words for Char. The user types the
 * value as shown (scaled), and that is what is sent. Without the point's configuration only the
 * kind of value is checked (the scale is unknown); the server checks again either way.
 */
export function checkSetValue(input: string, point: WritablePoint): SetValueCheck {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'required' };
  const { dataType, config } = point;
  if (!isDataTypeCode(dataType)) {
    // Not known yet (a point only pushed so far): numbers go as numbers, anything else as text.
    const number = Number(text);
    return { ok: true, value: Number.isFinite(number) ? number : input };
  }
  if (dataType === 11) {
    const check = checkWriteValue({ dataType, length: config?.length ?? CHAR_MAX_LENGTH }, input);
    return check.ok ? { ok: true, value: input } : { ok: false, problem: 'tooLong' };
  }
  if (dataType === 10) {
    const bool = { '0': 0, '1': 1, false: 0, true: 1 }[text.toLowerCase()];
    return bool === undefined ? { ok: false, problem: 'notBool' } : { ok: true, value: bool };
  }
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, problem: 'notNumber' };
  if (!config) return { ok: true, value };
  const check = checkWriteValue({ ...config, dataType }, value);
  if (check.ok) return { ok: true, value };
  // A scale with no inverse (slope 0) is the server's to refuse.
  if (check.reason === 'type') return { ok: true, value };
  return { ok: false, problem: 'outOfRange', ...displayRange(dataType, config) };
}
