import { WORK_ORDER_STATUSES, WorkOrderCreateSchema } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_WORK_ORDERS, replaySteps, seedDemoWorkOrders } from './demo-work-orders.js';
import type { SeedRepository } from './seed.repository.js';

describe('the demo work orders', () => {
  it('follow the transition table and the create rules, one order per stage', async () => {
    const inserted: { order: Record<string, unknown>; log: Record<string, unknown>[] }[] = [];
    const repo = {
      insertWorkOrder: async (order: Record<string, unknown>, log: Record<string, unknown>[]) => {
        inserted.push({ order, log });
        return inserted.length;
      },
    } as unknown as SeedRepository;
    await seedDemoWorkOrders(repo, 3, 5, 9, new Date('2026-03-04T10:00:00Z'));
    expect(new Set(inserted.map(({ order }) => order.status))).toEqual(new Set(WORK_ORDER_STATUSES));
    expect(inserted[0]!.order.number).toBe('WO-20260304-0001');
    expect(inserted.at(-1)!.order.number).toBe(`WO-20260304-${String(inserted.length).padStart(4, '0')}`);
    for (const { order, log } of inserted) {
      expect(WorkOrderCreateSchema.safeParse({ ...order, deviceId: order.deviceId ?? undefined }).success).toBe(true);
      expect(log[0]).toMatchObject({ action: 'create', toStatus: 'pending' });
      expect(log.at(-1)?.toStatus).toBe(order.status);
      expect(order.assigneeId).toBe(['pending', 'cancelled'].includes(order.status as string) ? null : 9);
      // Every step has its own, later time: the timeline reads in order.
      const times = log.map((entry) => (entry.at as Date).getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
    const completed = inserted.find(({ order }) => order.status === 'completed')!;
    expect(completed.order.solution).toBeTruthy();
    const request = inserted.find(({ order }) => order.source === 'request')!;
    expect(request.order).toMatchObject({ status: 'pending', creatorId: null });
  });

  it('stores the request photo and the completion signature when given a file store', async () => {
    const files: { kind: string; name: string }[] = [];
    const repo = {
      insertWorkOrder: async (_order: unknown, _log: unknown, stored: { kind: string; name: string }[]) => {
        files.push(...stored);
        return 1;
      },
    } as unknown as SeedRepository;
    const saved: Buffer[] = [];
    const store = { save: async (_folder: string, data: Buffer) => (saved.push(data), `${String(saved.length).padStart(32, '0')}.png`) };
    await seedDemoWorkOrders(repo, 3, 5, 9, new Date(), { deviceId: 4, files: store as never });
    expect(files.map((file) => file.kind).sort()).toEqual(['complete', 'request', 'signature']);
    for (const data of saved) expect([...data.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('refuses a step the table does not allow', () => {
    expect(() => replaySteps([{ action: 'complete' }])).toThrow('complete is not allowed from pending');
    expect(DEMO_WORK_ORDERS.length).toBeGreaterThanOrEqual(4);
  });
});
