import { describe, expect, it } from 'vitest';
import { setValueOutcome } from './setValueOutcome';

describe('setValueOutcome', () => {
  it.each([
    [
      { commandId: 'c', status: 'ok' as const },
      { tone: 'success', key: 'monitoring:setValue.ok', params: {} },
    ],
    [
      { commandId: 'c', status: 'error' as const, error: 'PLC busy' },
      { tone: 'error', key: 'monitoring:setValue.error', params: { error: 'PLC busy' } },
    ],
    [
      { commandId: 'c', status: 'error' as const, error: null },
      { tone: 'error', key: 'monitoring:setValue.errorUnknown', params: {} },
    ],
    [
      { commandId: 'c', status: 'timeout' as const },
      { tone: 'warning', key: 'monitoring:setValue.timeout', params: {} },
    ],
  ])('%j', (result, expected) => {
    expect(setValueOutcome(result)).toEqual(expected);
  });
});
