import { shareExpiry } from '@fieldlink/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { screens, shares } from '../db/schema/index.js';
import { newToken } from '../lib/tokens.js';

/** The demo seed's share links. */
export function createDemoSharesRepository(db: Database) {
  return {
    async insertShare(input: typeof shares.$inferInsert): Promise<number> {
      const [row] = await db.insert(shares).values(input).returning({ id: shares.id });
      return row!.id;
    },
    /** The project's first large screen (the seeded wall screen), if any. */
    async firstScreenOf(projectId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: screens.id })
        .from(screens)
        .where(eq(screens.projectId, projectId))
        .orderBy(asc(screens.id))
        .limit(1);
      return row?.id;
    },
  };
}

export type DemoSharesRepository = ReturnType<typeof createDemoSharesRepository>;

/**
 * Open links of the demo plant (the press project) and of its wall screen, a year long: their share
 * dialogs list them with "copy link", so a fresh start shows what a customer opening a link sees —
 * the project's pages, or the wall screen alone on the whole window.
 */
export async function seedDemoShares(repo: DemoSharesRepository, companyId: number, projectId: number, createdBy: number, now: Date) {
  const open = (objectType: 'project' | 'screen', objectId: number) =>
    repo.insertShare({ companyId, link: newToken(), objectType, objectId, authority: 'open', expiresAt: shareExpiry(now, 365), createdBy });
  await open('project', projectId);
  const screenId = await repo.firstScreenOf(projectId);
  if (screenId !== undefined) await open('screen', screenId);
}
