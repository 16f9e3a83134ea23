import { PointCreateSchema } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { seedDemoPlant } from './demo-plant.js';
import type { SeedRepository } from './seed.repository.js';

describe('the demo plant', () => {
  it('configures every point by the same rules a user must follow', async () => {
    const inserted: Record<string, unknown>[] = [];
    const repo = {
      insertProject: async () => 1,
      insertDevice: async (_device: unknown, devicePoints: Record<string, unknown>[]) => {
        inserted.push(...devicePoints);
        return 1;
      },
    } as unknown as SeedRepository;
    await seedDemoPlant(repo, 1, 1);
    expect(inserted.length).toBeGreaterThan(10);
    for (const point of inserted) {
      const result = PointCreateSchema.safeParse(point);
      expect(result.success, `${String(point.name)}: ${result.success ? '' : JSON.stringify(result.error.issues)}`).toBe(true);
    }
  });
});
