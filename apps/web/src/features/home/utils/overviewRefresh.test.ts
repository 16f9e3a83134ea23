import { describe, expect, it } from 'vitest';
import { changesOverview, overviewRefetchInterval } from './overviewRefresh';

describe('overview refresh', () => {
  it('reads every minute while live, every 10 s while polling, and stops after a failed poll', () => {
    expect(overviewRefetchInterval('live')).toBe(60_000);
    expect(overviewRefetchInterval('polling')).toBe(10_000);
    expect(overviewRefetchInterval('stopped')).toBe(false);
  });

  it('refreshes on state changes and alarms, not on every live value', () => {
    expect(changesOverview({ type: 'status' })).toBe(true);
    expect(changesOverview({ type: 'alarm' })).toBe(true);
    expect(changesOverview({ type: 'live' })).toBe(false);
    expect(changesOverview({ type: 'command' })).toBe(false);
  });
});
