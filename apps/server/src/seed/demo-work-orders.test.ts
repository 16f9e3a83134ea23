import { WorkOrderCreateSchema } from '@fieldlink/domain';
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
    expect(inserted.map(({ order }) => order.status)).toEqual(['pending', 'dispatched', 'processing', 'completed']);
    expect(inserted.map(({ order }) => order.number)).toEqual([
      'WO-20260304-0001',
      'WO-20260304-0002',
      'WO-20260304-0003',
      'WO-20260304-0004',
    ]);
    for (const { order, log } of inserted) {
      expect(WorkOrderCreateSchema.safeParse(order).success).toBe(true);
      expect(log[0]).toMatchObject({ action: 'create', toStatus: 'pending' });
      expect(log.at(-1)?.toStatus).toBe(order.status);
      expect(order.assigneeId).toBe(order.status === 'pending' ? null : 9);
    }
    expect(inserted[3]!.order.solution).toBeTruthy();
  });

  it('refuses a step the table does not allow', () => {
    expect(() => replaySteps([{ action: 'complete' }])).toThrow('complete is not allowed from pending');
    expect(DEMO_WORK_ORDERS.length).toBeGreaterThanOrEqual(4);
  });
});
