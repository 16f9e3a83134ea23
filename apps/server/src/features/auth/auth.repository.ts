import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authTokens, companies, rateLimits, roles, shares, userRoles, users } from '../../db/schema/index.js';
import type { ShareObjectType } from '@fieldlink/domain';

export interface UserRecord {
  id: number;
  userName: string;
  passwordHash: string;
  grade: number;
  companyId: number | null;
  isDemo: boolean;
  disabled: boolean;
}

export interface TokenOwner {
  tokenId: number;
  kind: 'login' | 'share';
  userId: number;
  userName: string;
  grade: number;
  companyId: number | null;
  isDemo: boolean;
  /** When the token runs out (a cached lookup is never used past it). */
  expiresAt: Date;
}

/** A share token's link, while both the token and the link are alive and the link not revoked. */
export interface ShareTokenOwner {
  tokenId: number;
  shareId: number;
  companyId: number;
  objectType: ShareObjectType;
  objectId: number;
  expiresAt: Date;
}

const userColumns = {
  id: users.id,
  userName: users.userName,
  passwordHash: users.passwordHash,
  grade: users.grade,
  companyId: users.companyId,
  isDemo: users.isDemo,
  disabled: users.disabled,
};

export function createAuthRepository(db: Database) {
  return {
    async findUserByName(userName: string): Promise<UserRecord | undefined> {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(sql`lower(${users.userName}) = lower(${userName})`)
        .limit(1);
      return row;
    },

    async findDemoUser(): Promise<UserRecord | undefined> {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(and(eq(users.isDemo, true), eq(users.disabled, false)))
        .limit(1);
      return row;
    },

    async insertToken(input: { tokenHash: string; kind: 'login' | 'share'; userId: number; expiresAt: Date; ip: string }) {
      await db.insert(authTokens).values(input);
    },

    /** A share token (kind `share`): bound to its link, owned by no user. */
    async insertShareToken(input: { tokenHash: string; shareId: number; expiresAt: Date; ip: string }) {
      await db.insert(authTokens).values({ ...input, kind: 'share', userId: null });
    },

    async findShareToken(tokenHash: string, now: Date): Promise<ShareTokenOwner | undefined> {
      const [row] = await db
        .select({
          tokenId: authTokens.id,
          shareId: shares.id,
          companyId: shares.companyId,
          objectType: shares.objectType,
          objectId: shares.objectId,
          expiresAt: authTokens.expiresAt,
        })
        .from(authTokens)
        .innerJoin(shares, eq(shares.id, authTokens.shareId))
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            eq(authTokens.kind, 'share'),
            gt(authTokens.expiresAt, now),
            gt(shares.expiresAt, now),
            isNull(shares.revokedAt),
          ),
        )
        .limit(1);
      return row;
    },

    async findTokenOwner(tokenHash: string, now: Date): Promise<TokenOwner | undefined> {
      const [row] = await db
        .select({
          tokenId: authTokens.id,
          kind: authTokens.kind,
          userId: users.id,
          userName: users.userName,
          grade: users.grade,
          companyId: users.companyId,
          isDemo: users.isDemo,
          expiresAt: authTokens.expiresAt,
        })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(and(eq(authTokens.tokenHash, tokenHash), gt(authTokens.expiresAt, now), eq(users.disabled, false)))
        .limit(1);
      return row;
    },

    async deleteToken(tokenId: number) {
      await db.delete(authTokens).where(eq(authTokens.id, tokenId));
    },

    async deleteExpiredTokens(now: Date) {
      await db.delete(authTokens).where(lt(authTokens.expiresAt, now));
    },

    async roleGrants(userId: number): Promise<Record<string, string[]>[]> {
      const rows = await db
        .select({ permissions: roles.permissions })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, userId));
      return rows.map((row) => row.permissions);
    },

    async companyName(companyId: number): Promise<{ name: string; logoText: string | null } | undefined> {
      const [row] = await db
        .select({ name: companies.name, logoText: companies.logoText })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row;
    },

    /** Failures counted in the current window for each key (0 when the window has passed). */
    async failureCounts(keys: string[], windowStart: Date): Promise<Map<string, { count: number; windowStart: Date }>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select()
        .from(rateLimits)
        .where(and(inArray(rateLimits.key, keys), gt(rateLimits.windowStart, windowStart)));
      return new Map(rows.map((row) => [row.key, { count: row.count, windowStart: row.windowStart }]));
    },

    /** Counts one failure for each key, opening a new window where the old one has passed. */
    async recordFailure(keys: string[], now: Date, windowStart: Date) {
      for (const key of keys) {
        await db
          .insert(rateLimits)
          .values({ key, count: 1, windowStart: now })
          .onConflictDoUpdate({
            target: rateLimits.key,
            set: {
              count: sql`case when ${rateLimits.windowStart} <= ${windowStart.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
              windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
            },
          });
      }
    },

    async clearFailures(...keys: string[]) {
      if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
