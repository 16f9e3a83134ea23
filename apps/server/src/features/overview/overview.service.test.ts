import { describe, expect, it } from 'vitest';
import type { UserPrincipal } from '../auth/auth.service.js';
import type { CounterCandidate, OverviewRepository } from './overview.repository.js';
import { createOverviewService, type OverviewWorkOrders } from './overview.service.js';

const NOW = new Date('2026-03-02T03:30:00Z'); // 11:30 in Shanghai, 03:30 in London

const candidate = (deviceId: number, pointId: number, name: string, timeZone: string, dataType = 4): CounterCandidate => ({
  pointId,
  deviceId,
  deviceName: `D${deviceId}`,
  projectName: 'P',
  timeZone,
  name,
  dataType,
  save: true,
  unit: 'pcs',
  decimals: 0,
  valueDescription: null,
});

function fakeRepo(candidates: CounterCandidate[], increases: Record<number, (number | null)[]>) {
  const reads: { pointIds: number[]; from: string }[] = [];
  const repo = {
    deviceStatusCounts: async () => [{ status: 'online' as const, n: 2 }],
    deviceIds: async () => [1, 2],
    openAlarmCounts: async () => [{ level: 4, n: 3 }],
    latestAlarms: async () => [],
    projects: async () => [],
    projectNames: async () => new Map<number, string>(),
    counterCandidates: async () => candidates,
    hourlyIncreases: async (pointIds: readonly number[], from: Date) => {
      reads.push({ pointIds: [...pointIds], from: from.toISOString() });
      return pointIds.flatMap((pointId) => (increases[pointId] ?? []).map((value) => ({ pointId, value })));
    },
  } satisfies OverviewRepository;
  return { repo, reads };
}

const workOrders: OverviewWorkOrders = {
  counts: async () => ({ pending: 1, dispatched: 0, accepted: 0, processing: 0, completed: 0, cancelled: 0 }),
  list: async () => ({ items: [] }),
};
const principal = (grants: Record<string, string[]> = {}): UserPrincipal => ({
  kind: 'user',
  tokenId: 1,
  userId: 7,
  userName: 'u',
  grade: 1,
  companyId: 3,
  demo: false,
  grants,
});

describe('overview service', () => {
  it("reads each device's counter point from its company's midnight and adds the hours", async () => {
    const { repo, reads } = fakeRepo(
      [
        candidate(1, 10, 'hours', 'Asia/Shanghai', 3),
        candidate(1, 11, 'cycle_count', 'Asia/Shanghai'),
        candidate(2, 20, 'energy', 'Europe/London', 8),
      ],
      { 11: [0.1, 0.2, null], 20: [] },
    );
    let flushed = 0;
    const service = createOverviewService({ repo, workOrders, pending: { flush: async () => void flushed++ }, now: () => NOW });
    const overview = await service.overview(principal({ alarm_records: ['view'] }));
    expect(flushed).toBe(1);
    expect(reads).toEqual([
      { pointIds: [11], from: '2026-03-01T16:00:00.000Z' },
      { pointIds: [20], from: '2026-03-02T00:00:00.000Z' },
    ]);
    expect(overview.output.map((row) => [row.deviceId, row.pointName, row.value])).toEqual([
      [1, 'cycle_count', 0.3],
      [2, 'energy', null],
    ]);
    expect(overview.alarms?.byLevel).toEqual({ 1: 0, 2: 0, 3: 0, 4: 3 });
    expect(overview.devices).toEqual({ total: 2, byStatus: { online: 2, comm_failure: 0, offline: 0 } });
  });

  it('reads no samples when no device has a counter point, and leaves alarms out without alarm_records view', async () => {
    const { repo, reads } = fakeRepo([], {});
    const overview = await createOverviewService({ repo, workOrders, now: () => NOW }).overview(principal());
    expect(reads).toEqual([]);
    expect(overview.output).toEqual([]);
    expect(overview.alarms).toBeNull();
  });
});
