import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { serverSecrets } from '../../db/schema/index.js';

const PREFIX = 'login-key:';

/** The login keys' rows in `server_secrets` (`login-key:<keyId>`, the value a JSON key pair). */
export function createLoginKeysRepository(db: Database) {
  return {
    /** The stored key pair of a key id, if any. */
    async find(keyId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, PREFIX + keyId));
      return row?.value;
    },

    /**
     * Stores a key pair unless the id has one already, and answers the one stored: two instances
     * creating the day's key at once both end up with the winner's.
     */
    async insertOrGet(keyId: string, value: string): Promise<string> {
      await db
        .insert(serverSecrets)
        .values({ name: PREFIX + keyId, value })
        .onConflictDoNothing();
      return (await this.find(keyId))!;
    },

    /** Removes the keys created before `before` that are not in `keep` (rotated out, past their grace). */
    async deleteOlder(before: Date, keep: string[]) {
      const names = keep.map((id) => PREFIX + id);
      await db.delete(serverSecrets).where(
        and(
          like(serverSecrets.name, `${PREFIX}%`),
          lt(serverSecrets.createdAt, before),
          names.length
            ? sql`${serverSecrets.name} not in (${sql.join(
                names.map((n) => sql`${n}`),
                sql`, `,
              )})`
            : undefined,
        ),
      );
    },
  };
}

export type LoginKeysRepository = ReturnType<typeof createLoginKeysRepository>;
