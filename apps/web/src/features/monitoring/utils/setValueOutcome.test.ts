import { describe, expect, it } from 'vitest';
import { setValueOutcome } from './setValueOutcome';

describe('setValueOutcome', () => {
  it.each([
    [
      { commandId: 'c', status: 'ok' as const },
      { tone: 'success', key: 'setValue.ok', params: {} },
    ],
    [
      { commandId: 'c', status: 'error' as const, error: 'PLC busy' },
      { tone: 'error', key: 'setValue.error', params: { error: 'PLC busy' } },
    ],
    [
      { commandId: 'c', status: 'error' as const, error: null },
      { tone: 'error', key: 'setValue.errorUnknown', params: {} },
    ],
    [
      { commandId: 'c', status: 'timeout' as const },
      { tone: 'warning', key: 'setValue.timeout', params: {} },
    ],
  ])('%j', (result, expected) => {
    expect(setValueOutcome(result)).toEqual(expected);
  });
});
