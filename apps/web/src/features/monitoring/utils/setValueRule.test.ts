import { describe, expect, it } from 'vitest';
import { checkSetValue } from './setValueRule';

const PLAIN = {};
const PROPORTIONAL = { maxData: 4095, minData: 0, maxProportion: 25, minProportion: 0 };

describe('checkSetValue', () => {
  it.each<[string, number, Record<string, unknown> | undefined, ReturnType<typeof checkSetValue>]>([
    ['', 2, PLAIN, { ok: false, problem: 'required' }],
    ['   ', 2, PLAIN, { ok: false, problem: 'required' }],
    ['abc', 2, PLAIN, { ok: false, problem: 'notNumber' }],
    ['Infinity', 5, PLAIN, { ok: false, problem: 'notNumber' }],
    [' 42 ', 2, PLAIN, { ok: true, value: 42 }],
    // INT16U, each end and one past it.
    ['0', 2, PLAIN, { ok: true, value: 0 }],
    ['65535', 2, PLAIN, { ok: true, value: 65535 }],
    ['-1', 2, PLAIN, { ok: false, problem: 'outOfRange', min: 0, max: 65535 }],
    ['65536', 2, PLAIN, { ok: false, problem: 'outOfRange', min: 0, max: 65535 }],
    // INT16S.
    ['-32768', 1, PLAIN, { ok: true, value: -32768 }],
    ['-32769', 1, PLAIN, { ok: false, problem: 'outOfRange', min: -32768, max: 32767 }],
    // Scaled: slope 0.1 on INT16U shows 0..6553.5; the typed value is unscaled and rounded.
    ['6553.5', 2, { slope: 0.1 }, { ok: true, value: 6553.5 }],
    ['6553.6', 2, { slope: 0.1 }, { ok: false, problem: 'outOfRange', min: 0, max: 6553.5 }],
    ['200.04', 2, { slope: 0.1 }, { ok: true, value: 200.04 }],
    // Proportional: the proportion range 0..25 is the point's own range.
    ['25', 2, PROPORTIONAL, { ok: true, value: 25 }],
    ['25.01', 2, PROPORTIONAL, { ok: false, problem: 'outOfRange', min: 0, max: 25 }],
    ['-0.1', 2, PROPORTIONAL, { ok: false, problem: 'outOfRange', min: 0, max: 25 }],
    // Max and min data without proportions bound the value as shown.
    ['100', 2, { maxData: 100, minData: 10 }, { ok: true, value: 100 }],
    ['9', 2, { maxData: 100, minData: 10 }, { ok: false, problem: 'outOfRange', min: 10, max: 100 }],
    // A slope of 0 has no inverse: the server decides.
    ['5', 2, { slope: 0 }, { ok: true, value: 5 }],
    // Without the configuration the scale is unknown: only the kind of value is checked.
    ['99999', 2, undefined, { ok: true, value: 99999 }],
    ['x', 2, undefined, { ok: false, problem: 'notNumber' }],
    // Bool: 0 or 1.
    ['1', 10, PLAIN, { ok: true, value: 1 }],
    ['false', 10, PLAIN, { ok: true, value: 0 }],
    ['2', 10, PLAIN, { ok: false, problem: 'notBool' }],
    // Char: the text must fit the point's words (2 UTF-8 bytes each).
    ['ABCD', 11, { length: 2 }, { ok: true, value: 'ABCD' }],
    ['ABCDE', 11, { length: 2 }, { ok: false, problem: 'tooLong' }],
    ['中文', 11, { length: 2 }, { ok: false, problem: 'tooLong' }],
    ['中文', 11, undefined, { ok: true, value: '中文' }],
    // Float.
    ['3.5e38', 5, PLAIN, { ok: false, problem: 'outOfRange', min: -3.40282346639e38, max: 3.40282346639e38 }],
    ['-1.5', 5, PLAIN, { ok: true, value: -1.5 }],
    // An unknown data type (a point only pushed so far): numbers pass as numbers, text as text.
    ['7', 0, undefined, { ok: true, value: 7 }],
    ['on', 0, undefined, { ok: true, value: 'on' }],
  ])('%j as type %i with %j', (input, dataType, config, expected) => {
    expect(checkSetValue(input, { dataType, ...(config ? { config } : {}) })).toEqual(expected);
  });
});
