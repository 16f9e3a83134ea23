import { describe, expect, it } from 'vitest';
import { countDevices, countsOf } from './deviceCounts';

describe('countDevices', () => {
  it('counts devices per project and status', () => {
    const counts = countDevices([
      { projectId: 1, status: 'online' },
      { projectId: 1, status: 'offline' },
      { projectId: 1, status: 'online' },
      { projectId: 2, status: 'comm_failure' },
    ]);
    expect(countsOf(counts, 1)).toEqual({ total: 3, online: 2, comm_failure: 0, offline: 1 });
    expect(countsOf(counts, 2)).toEqual({ total: 1, online: 0, comm_failure: 1, offline: 0 });
    expect(countsOf(counts, 3)).toEqual({ total: 0, online: 0, comm_failure: 0, offline: 0 });
  });
});
