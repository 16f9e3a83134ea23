import { describe, expect, it } from 'vitest';
import {
  checkConditions,
  completionSet,
  conditionsOnDevice,
  recipeTargetProblem,
  MODBUS_WRITE_MAX_REGISTERS,
  readBackMismatch,
  recipeBlocks,
  toWord,
} from './rules.js';
import { recipeReasonMessage } from './reasons.js';
import { RecipeBodySchema, type RecipeRule } from './schemas.js';

const items = (values: number[]) => values.map((value) => ({ name: '', value }));
const rule = (over: Partial<RecipeRule>): RecipeRule => ({ name: 'r', sourceStart: 0, length: 1, area: '4x', targetStart: 0, ...over });

describe('recipeBlocks', () => {
  it('merges rules whose targets touch into one block, in address order', () => {
    const blocks = recipeBlocks(items([1, 2, 3, 4, 5]), [
      rule({ name: 'b', sourceStart: 2, length: 3, targetStart: 102 }),
      rule({ name: 'a', sourceStart: 0, length: 2, targetStart: 100 }),
    ]);
    expect(blocks).toEqual([{ area: '4x', address: 100, values: [1, 2, 3, 4, 5] }]);
  });

  it('keeps a gap or another area as separate blocks', () => {
    const blocks = recipeBlocks(items([1, 2, 3]), [
      rule({ name: 'a', sourceStart: 0, length: 1, targetStart: 10 }),
      rule({ name: 'b', sourceStart: 1, length: 1, targetStart: 12 }),
      rule({ name: 'c', sourceStart: 2, length: 1, area: 'D', targetStart: 11 }),
    ]);
    expect(blocks).toEqual([
      { area: '4x', address: 10, values: [1] },
      { area: '4x', address: 12, values: [2] },
      { area: 'D', address: 11, values: [3] },
    ]);
  });

  it('splits a block longer than one write-multiple request', () => {
    const n = MODBUS_WRITE_MAX_REGISTERS + 2;
    const blocks = recipeBlocks(items(Array.from({ length: n }, (_, i) => i)), [rule({ length: n, targetStart: 0 })]);
    expect(blocks.map((b) => [b.address, b.values.length])).toEqual([
      [0, MODBUS_WRITE_MAX_REGISTERS],
      [MODBUS_WRITE_MAX_REGISTERS, 2],
    ]);
  });

  it("writes negative values as their 16-bit two's complement", () => {
    expect(toWord(-1)).toBe(0xffff);
    expect(toWord(-32768)).toBe(0x8000);
    expect(toWord(65535)).toBe(65535);
    expect(recipeBlocks(items([-2]), [rule({})])[0]!.values).toEqual([0xfffe]);
  });
});

describe('checkConditions', () => {
  const stopped = { pointId: 7, op: '==' as const, value: 0 };
  it('passes when every condition holds', () => {
    expect(
      checkConditions(
        [stopped, { pointId: 8, op: '<' as const, value: 50 }],
        new Map([
          [7, 0],
          [8, 20],
        ]),
      ),
    ).toEqual({ ok: true });
  });
  it('names the first condition that does not hold, with the value', () => {
    expect(checkConditions([stopped], new Map([[7, 1]]))).toEqual({ ok: false, index: 0, reason: 'notMet', value: 1 });
  });
  it('fails a condition whose point has no value, and reads a boolean as 0/1', () => {
    expect(checkConditions([stopped], new Map())).toMatchObject({ ok: false, reason: 'noValue' });
    expect(checkConditions([stopped], new Map([[7, null]]))).toMatchObject({ ok: false, reason: 'noValue' });
    expect(checkConditions([stopped], new Map([[7, false]]))).toEqual({ ok: true });
  });
  it('tests bits and ranges', () => {
    expect(checkConditions([{ pointId: 1, op: 'bitClear', value: 2 }], new Map([[1, 0b011]])).ok).toBe(true);
    expect(checkConditions([{ pointId: 1, op: 'between', value: 1, value2: 3 }], new Map([[1, 4]])).ok).toBe(false);
  });
});

describe('read-back and completion', () => {
  it('finds the first differing word, or a short answer', () => {
    expect(readBackMismatch([1, 2, 3], [1, 2, 3])).toBeUndefined();
    expect(readBackMismatch([1, 2, 3], [1, 9, 3])).toEqual({ index: 1, sent: 2, read: 9 });
    expect(readBackMismatch([1, 2], [1])).toEqual({ index: 1, sent: 2, read: undefined });
  });
  it('reads the completion word or one bit of it', () => {
    expect(completionSet(0, null)).toBe(false);
    expect(completionSet(1, undefined)).toBe(true);
    expect(completionSet(0b100, 2)).toBe(true);
    expect(completionSet(0b100, 1)).toBe(false);
  });
});

describe('recipe targets', () => {
  it("sends a device's recipe to its own device only", () => {
    const recipe = { deviceId: 5, deviceTypeId: null };
    expect(recipeTargetProblem(recipe, { id: 5, deviceTypeId: 2 })).toBeUndefined();
    expect(recipeTargetProblem(recipe, { id: 6, deviceTypeId: 2 })).toBe('error.recipeWrongDevice');
  });
  it("sends a device type's recipe to any device of that type, and to no other", () => {
    const recipe = { deviceId: null, deviceTypeId: 2 };
    expect(recipeTargetProblem(recipe, { id: 5, deviceTypeId: 2 })).toBeUndefined();
    expect(recipeTargetProblem(recipe, { id: 6, deviceTypeId: 2 })).toBeUndefined();
    expect(recipeTargetProblem(recipe, { id: 7, deviceTypeId: 3 })).toBe('error.recipeWrongType');
    expect(recipeTargetProblem(recipe, { id: 8, deviceTypeId: null })).toBe('error.recipeWrongType');
  });
  it("finds a type recipe's condition points by name on the device, and fails one the device lacks", () => {
    const conditions = [
      { pointName: 'running', op: '==' as const, value: 0 },
      { pointName: 'missing', op: '==' as const, value: 0 },
      { pointId: 9, op: '<' as const, value: 5 },
    ];
    const resolved = conditionsOnDevice(conditions, [{ id: 41, name: 'running' }]);
    expect(resolved.map((c) => c.pointId)).toEqual([41, null, 9]);
    expect(checkConditions(resolved.slice(0, 1), new Map([[41, 0]]))).toEqual({ ok: true });
    expect(checkConditions(resolved, new Map([[41, 0]]))).toMatchObject({ ok: false, index: 1, reason: 'noValue' });
  });
});

describe('recipeReasonMessage', () => {
  it("gives a known code's message with its detail, seconds for the flag timeout", () => {
    expect(recipeReasonMessage({ code: 'plc_refused', detail: { address: '4x298', count: 4, exceptionCode: 2 } }, 'en-US')).toEqual({
      key: 'recipeReason.plc_refused',
      params: { address: '4x298', count: 4, exceptionCode: 2 },
    });
    expect(
      recipeReasonMessage({ code: 'completion_flag_timeout', detail: { address: '4x150', timeoutMs: 2500 } }, 'en-US')?.params,
    ).toEqual({
      address: '4x150',
      timeoutMs: 2500,
      timeoutS: 2.5,
    });
  });
  it('leaves an unknown code or no reason to the plain text', () => {
    expect(recipeReasonMessage({ code: 'future_code', detail: {} }, 'en-US')).toBeUndefined();
    expect(recipeReasonMessage(null, 'en-US')).toBeUndefined();
  });
  it("words a refused condition in the reader's language: the point's name, its words and unit", () => {
    const detail = {
      index: 2,
      op: '==',
      value: 1,
      current: 0,
      name: 'running',
      valueDescription: '运行状态|Running state',
      multiSegment: '0=停止|Stopped;1=运行|Running',
      dataType: 0,
    };
    expect(recipeReasonMessage({ code: 'condition_not_met', detail }, 'zh-CN')?.params).toEqual({
      index: 2,
      point: '运行状态',
      expected: '= 运行',
      value: '停止',
    });
    expect(recipeReasonMessage({ code: 'condition_not_met', detail }, 'en-US')?.params).toEqual({
      index: 2,
      point: 'Running state',
      expected: '= Running',
      value: 'Stopped',
    });
    const temperature = { index: 1, op: 'between', value: 80, value2: 60, current: null, name: 'barrel_temp', decimals: 1, unit: '℃' };
    expect(recipeReasonMessage({ code: 'condition_no_value', detail: temperature }, 'en-US')?.params).toEqual({
      index: 1,
      point: 'barrel_temp',
      expected: 'between 60.0 ℃ and 80.0 ℃',
      value: '—',
    });
  });
});

describe('RecipeBodySchema', () => {
  const body = {
    name: '配方A',
    deviceId: 1,
    items: items([1, 2, 3]),
    rules: [rule({ name: 'r1', length: 3, targetStart: 100 })],
  };
  const issues = (over: object) => {
    const result = RecipeBodySchema.safeParse({ ...body, ...over });
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('accepts a valid recipe with defaults', () => {
    const parsed = RecipeBodySchema.parse(body);
    expect(parsed).toMatchObject({ completion: null, conditions: [], timeoutMs: 10_000, description: '' });
  });
  it('limits the name to 20 characters without brackets', () => {
    expect(issues({ name: 'x'.repeat(20) })).toEqual([]);
    expect(issues({ name: 'x'.repeat(21) })).toEqual(['name:validation.tooLong']);
    expect(issues({ name: '配方(1)' })).toEqual(['name:validation.noBrackets']);
  });
  it('refuses a rule past the table, overlapping targets, a coil area and duplicate rule names', () => {
    expect(issues({ rules: [rule({ name: 'r', sourceStart: 1, length: 3 })] })).toEqual(['rules.0.length:validation.recipeSource']);
    expect(
      issues({ rules: [rule({ name: 'a', length: 2, targetStart: 0 }), rule({ name: 'b', sourceStart: 2, targetStart: 1 })] }),
    ).toEqual(['rules.1.targetStart:validation.recipeOverlap']);
    expect(issues({ rules: [rule({ area: '0x' })] })).toEqual(['rules.0.area:validation.recipeArea']);
    expect(issues({ rules: [rule({ name: 'a' }), rule({ name: 'a', sourceStart: 1, targetStart: 5 })] })).toEqual([
      'rules.1.name:validation.recipeRuleDuplicate',
    ]);
  });
  it('needs exactly one target, a device or a device type', () => {
    expect(issues({ deviceId: null })).toEqual(['deviceId:validation.recipeTarget']);
    expect(issues({ deviceTypeId: 3 })).toEqual(['deviceId:validation.recipeTarget']);
    expect(issues({ deviceId: null, deviceTypeId: 3 })).toEqual([]);
  });
  it("names a device's condition points by id and a type's by name", () => {
    const byName = { pointName: 'running', op: '==', value: 0 };
    const byId = { pointId: 4, op: '==', value: 0 };
    expect(issues({ deviceId: null, deviceTypeId: 3, conditions: [byName] })).toEqual([]);
    expect(issues({ deviceId: null, deviceTypeId: 3, conditions: [byId] })).toEqual(['conditions.0.pointName:validation.required']);
    expect(issues({ conditions: [byName] })).toEqual(['conditions.0.pointId:validation.required']);
    expect(issues({ conditions: [{ op: '==', value: 0 }] })).toContain('conditions.0.pointId:validation.required');
  });
  it('refuses values outside 16 bits and a target running past 65535', () => {
    expect(issues({ items: items([65536, 1, 2]) })).toEqual(['items.0.value:validation.recipeValue']);
    expect(issues({ items: items([-32769, 1, 2]) })).toEqual(['items.0.value:validation.recipeValue']);
    expect(issues({ rules: [rule({ length: 3, targetStart: 65534 })] })).toEqual(['rules.0.targetStart:validation.recipeAddress']);
  });
});
