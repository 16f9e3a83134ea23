import { PAGES, isEmail } from '@fieldlink/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authTokens, companies, roles, userRoles, users } from '../../db/schema/index.js';

export function createRegistrationRepository(db: Database) {
  return {
    async userNameTaken(userName: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.userName}) = lower(${userName})`)
        .limit(1);
      return rows.length > 0;
    },

    async findByPhone(phone: string): Promise<{ id: number; userName: string; companyId: number | null } | undefined> {
      const [row] = await db
        .select({ id: users.id, userName: users.userName, companyId: users.companyId })
        .from(users)
        .where(eq(users.phone, phone))
        .limit(1);
      return row;
    },

    /** The user a recovery account names: by phone, or by e-mail address (any case). */
    async findByAccount(account: string): Promise<{ id: number; userName: string; companyId: number | null } | undefined> {
      const [row] = await db
        .select({ id: users.id, userName: users.userName, companyId: users.companyId })
        .from(users)
        .where(isEmail(account) ? sql`lower(${users.email}) = lower(${account})` : eq(users.phone, account))
        .orderBy(users.id)
        .limit(1);
      return row;
    },

    /** Every user name bound to a phone, oldest account first. */
    async userNamesByPhone(phone: string): Promise<string[]> {
      const rows = await db.select({ userName: users.userName }).from(users).where(eq(users.phone, phone)).orderBy(users.id);
      return rows.map((row) => row.userName);
    },

    /** A new company, its administrator role over every page, and its first user, all or nothing. */
    async createCompanyWithAdmin(input: {
      companyName: string;
      industry: string;
      customerType: string;
      userName: string;
      passwordHash: string;
      phone: string;
      roleName: string;
    }) {
      return db.transaction(async (tx) => {
        const [company] = await tx
          .insert(companies)
          .values({
            name: input.companyName,
            industry: input.industry,
            customerType: input.customerType,
            contactName: input.userName,
            contactPhone: input.phone,
          })
          .returning({ id: companies.id });
        const everything = Object.fromEntries(PAGES.map((page) => [page.name, [...page.keys]]));
        const [role] = await tx
          .insert(roles)
          .values({ companyId: company!.id, name: input.roleName, permissions: everything })
          .returning({ id: roles.id });
        const [user] = await tx
          .insert(users)
          .values({ userName: input.userName, passwordHash: input.passwordHash, phone: input.phone, grade: 1, companyId: company!.id })
          .returning({ id: users.id });
        await tx.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
        return { userId: user!.id, companyId: company!.id };
      });
    },

    async passwordHashOf(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      return row?.hash;
    },

    /** Sets a password and ends the user's sessions, except `keepTokenId` when given. */
    /** Whether another user than `userId` has this name, in any letter case. */
    async userNameTakenByOther(userName: string, userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.userName}) = lower(${userName})`, ne(users.id, userId)))
        .limit(1);
      return rows.length > 0;
    },

    async userNameOf(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ userName: users.userName }).from(users).where(eq(users.id, userId));
      return row?.userName;
    },

    /** A new name and password together; the user's other sessions end. */
    async setCredentials(userId: number, userName: string, passwordHash: string, keepTokenId: number) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ userName, passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId)));
      });
    },

    async setPassword(userId: number, passwordHash: string, keepTokenId?: number) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), keepTokenId ? ne(authTokens.id, keepTokenId) : undefined));
      });
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
