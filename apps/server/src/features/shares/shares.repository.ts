import type { ShareAuthority, ShareObjectType } from '@fieldlink/domain';
import { and, count, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authTokens, devices, points, screens, shares, users, views } from '../../db/schema/index.js';

export interface ShareRow {
  id: number;
  companyId: number;
  link: string;
  objectType: ShareObjectType;
  objectId: number;
  authority: ShareAuthority;
  codeHash: string | null;
  expiresAt: Date;
  revokedAt: Date | null;
  createdAt: Date;
  createdBy: string | null;
}

export interface NewShare {
  companyId: number;
  link: string;
  objectType: ShareObjectType;
  objectId: number;
  authority: ShareAuthority;
  codeHash: string | null;
  expiresAt: Date;
  createdBy: number;
}

const columns = {
  id: shares.id,
  companyId: shares.companyId,
  link: shares.link,
  objectType: shares.objectType,
  objectId: shares.objectId,
  authority: shares.authority,
  codeHash: shares.codeHash,
  expiresAt: shares.expiresAt,
  revokedAt: shares.revokedAt,
  createdAt: shares.createdAt,
  createdBy: users.userName,
};

/** The share links themselves; what their objects are lives in share-objects.repository.ts. */
export function createSharesRepository(db: Database) {
  const select = () => db.select(columns).from(shares).leftJoin(users, eq(users.id, shares.createdBy));
  return {
    async insert(share: NewShare): Promise<ShareRow> {
      const [row] = await db.insert(shares).values(share).returning({ id: shares.id });
      return (await select().where(eq(shares.id, row!.id)))[0]!;
    },

    async find(id: number): Promise<ShareRow | undefined> {
      return (await select().where(eq(shares.id, id)).limit(1))[0];
    },

    /** The device of a data point (a share holds a point when it holds the point's device). */
    async deviceOfPoint(pointId: number): Promise<number | undefined> {
      const [row] = await db.select({ deviceId: points.deviceId }).from(points).where(eq(points.id, pointId)).limit(1);
      return row?.deviceId;
    },

    async findByLink(link: string): Promise<ShareRow | undefined> {
      return (await select().where(eq(shares.link, link)).limit(1))[0];
    },

    /** An object's links, newest first. */
    async listFor(objectType: ShareObjectType, objectId: number, companyId: number): Promise<ShareRow[]> {
      return select()
        .where(and(eq(shares.objectType, objectType), eq(shares.objectId, objectId), eq(shares.companyId, companyId)))
        .orderBy(desc(shares.createdAt), desc(shares.id));
    },

    /** Revokes a link and ends every share token opened from it, in one transaction; false when it already was. */
    async revoke(id: number, userId: number, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(shares)
          .set({ revokedAt: at, revokedBy: userId })
          .where(and(eq(shares.id, id), isNull(shares.revokedAt)))
          .returning({ id: shares.id });
        await tx.delete(authTokens).where(eq(authTokens.shareId, id));
        return done.length > 0;
      });
    },

    /** The project's own share links not revoked (the configuration hub). */
    /**
     * The project's live links (the configuration hub's count): to the project itself and to its
     * devices, views and screens; revoked and expired links are not counted.
     */
    async countOfProject(projectId: number, now = new Date()): Promise<number> {
      const ofProject = or(
        and(eq(shares.objectType, 'project'), eq(shares.objectId, projectId)),
        and(
          eq(shares.objectType, 'device'),
          inArray(shares.objectId, db.select({ id: devices.id }).from(devices).where(eq(devices.projectId, projectId))),
        ),
        and(
          eq(shares.objectType, 'view'),
          inArray(shares.objectId, db.select({ id: views.id }).from(views).where(eq(views.projectId, projectId))),
        ),
        and(
          eq(shares.objectType, 'screen'),
          inArray(shares.objectId, db.select({ id: screens.id }).from(screens).where(eq(screens.projectId, projectId))),
        ),
      );
      const [row] = await db
        .select({ n: count() })
        .from(shares)
        .where(and(ofProject, isNull(shares.revokedAt), gt(shares.expiresAt, now)));
      return row?.n ?? 0;
    },
  };
}

export type SharesRepository = ReturnType<typeof createSharesRepository>;
