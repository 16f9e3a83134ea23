import { describe, expect, it } from 'vitest';
import { checkWriteValue, writeRange } from './write.js';

describe('checkWriteValue', () => {
  it.each([
    // point, written value, expected
    [{ dataType: 2, maxData: 1000, minData: 0 }, 55, { ok: true, plc: 55 }],
    [{ dataType: 2, maxData: 1000, minData: 0 }, 1000, { ok: true, plc: 1000 }],
    [{ dataType: 2, maxData: 1000, minData: 0 }, 1000.5, { ok: false, reason: 'range', min: 0, max: 1000 }],
    [{ dataType: 2, maxData: 1000, minData: 0 }, -1, { ok: false, reason: 'range', min: 0, max: 1000 }],
    [{ dataType: 2, slope: 0.1 }, 25.3, { ok: true, plc: 253 }],
    [{ dataType: 2, slope: 0.1 }, 6553.5, { ok: true, plc: 65535 }],
    [{ dataType: 2, slope: 0.1 }, 6553.6, { ok: false, reason: 'range', min: 0, max: 65535 }],
    [{ dataType: 1 }, -32768, { ok: true, plc: -32768 }],
    [{ dataType: 1 }, -32769, { ok: false, reason: 'range', min: -32768, max: 32767 }],
    [{ dataType: 5, slope: 2, intercept: 1 }, 4, { ok: true, plc: 1.5 }],
    [{ dataType: 2, maxData: 4000, minData: 0, maxProportion: 100, minProportion: 0 }, 50, { ok: true, plc: 2000 }],
    [
      { dataType: 2, maxData: 4000, minData: 0, maxProportion: 100, minProportion: 0 },
      101,
      { ok: false, reason: 'range', min: 0, max: 100 },
    ],
    [{ dataType: 10 }, true, { ok: true, plc: 1 }],
    [{ dataType: 10 }, 2, { ok: false, reason: 'type' }],
    [{ dataType: 11, length: 2 }, 'abcd', { ok: true, plc: 'abcd' }],
    [{ dataType: 11, length: 2 }, 'abcde', { ok: false, reason: 'type' }],
    [{ dataType: 2 }, 'x', { ok: false, reason: 'type' }],
    [{ dataType: 2 }, '12', { ok: true, plc: 12 }],
    [{ dataType: 2, slope: 0 }, 1, { ok: false, reason: 'type' }],
  ])('%j <- %j', (point, value, expected) => {
    expect(checkWriteValue(point, value)).toEqual(expected);
  });

  it('orders a reversed proportion range', () => {
    expect(writeRange({ maxData: 0, minData: 100, maxProportion: 0, minProportion: 10 })).toEqual({ min: 0, max: 10 });
  });
});
