import { shareExpiry } from '@fieldlink/domain';
import type { Database } from '../db/client.js';
import { shares } from '../db/schema/index.js';
import { newToken } from '../lib/tokens.js';

/** The demo seed's share links. */
export function createDemoSharesRepository(db: Database) {
  return {
    async insertShare(input: typeof shares.$inferInsert): Promise<number> {
      const [row] = await db.insert(shares).values(input).returning({ id: shares.id });
      return row!.id;
    },
  };
}

export type DemoSharesRepository = ReturnType<typeof createDemoSharesRepository>;

/**
 * An open link of the demo plant (the press project), a year long: its share dialog lists it with
 * "copy link", so a fresh start shows what a customer opening a link sees.
 */
export async function seedDemoShares(repo: DemoSharesRepository, companyId: number, projectId: number, createdBy: number, now: Date) {
  await repo.insertShare({
    companyId,
    link: newToken(),
    objectType: 'project',
    objectId: projectId,
    authority: 'open',
    expiresAt: shareExpiry(now, 365),
    createdBy,
  });
}
