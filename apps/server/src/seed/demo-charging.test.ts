import { ChargingRoomCreateSchema } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { seedDemoCharging, type DemoChargingRepository } from './demo-charging.js';

describe('the demo charging room', () => {
  it('is a room of the demo plant a user could have entered, peak/valley priced', async () => {
    const rooms: Record<string, unknown>[] = [];
    const repo: DemoChargingRepository = { insertRoom: async (room) => void rooms.push(room) };
    await seedDemoCharging(repo, 1, 7, 3);
    expect(rooms).toHaveLength(1);
    const room = rooms[0]!;
    expect(room).toMatchObject({ companyId: 1, projectId: 7, capacity: 24, tariff: { timeOfUse: true } });
    const parsed = ChargingRoomCreateSchema.safeParse({ ...room, devices: [] });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
});
