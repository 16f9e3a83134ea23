import { eq } from 'drizzle-orm';
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
        })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
