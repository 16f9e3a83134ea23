import { and, eq, ne, sql } from 'drizzle-orm';
import type { AccountSettings } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { companies, users } from '../../db/schema/index.js';

export function createAccountRepository(db: Database) {
  return {
    async findProfile(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          userName: users.userName,
          phone: users.phone,
          email: users.email,
          userGuid: users.userGuid,
          avatarUrl: users.avatarUrl,
          grade: users.grade,
          companyId: users.companyId,
          isDemo: users.isDemo,
          companyName: companies.name,
          logoText: companies.logoText,
          timeZone: companies.timeZone,
          settings: users.settings,
          wechatOpenId: users.wechatOpenId,
        })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, userId));
      return row;
    },

    async userNameTaken(userName: string, exceptId: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.userName}) = lower(${userName})`, sql`${users.id} <> ${exceptId}`));
      return rows.length > 0;
    },

    /** Whether another user has this phone. */
    async phoneTaken(phone: string, exceptId: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, phone), ne(users.id, exceptId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Whether another user has this e-mail address (in any case). */
    async emailTaken(email: string, exceptId: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, exceptId)))
        .limit(1);
      return rows.length > 0;
    },

    async updateUser(
      userId: number,
      patch: {
        userName?: string;
        avatarUrl?: string;
        settings?: AccountSettings;
        wechatOpenId?: string | null;
        phone?: string;
        email?: string;
      },
    ) {
      await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async setLogoText(companyId: number, logoText: string | null) {
      await db.update(companies).set({ logoText }).where(eq(companies.id, companyId));
    },

    async findByWechat(openId: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.wechatOpenId, openId));
      return row;
    },

    async deleteUser(userId: number) {
      await db.delete(users).where(eq(users.id, userId));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
