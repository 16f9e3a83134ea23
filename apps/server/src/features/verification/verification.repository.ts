import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox, smsOutbox, verificationCodes } from '../../db/schema/index.js';
import type { MailMessage } from '../../mail/provider.js';

export function createVerificationRepository(db: Database) {
  return {
    /** Codes sent to a target since `since` (any purpose), and the newest one's time. */
    async sentSince(target: string, since: Date): Promise<{ count: number; newest: Date | null }> {
      const [row] = await db
        .select({ n: count(), newest: sql<string | null>`max(${verificationCodes.createdAt})` })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, since)));
      return { count: row?.n ?? 0, newest: row?.newest ? new Date(row.newest) : null };
    },

    async insert(input: { target: string; purpose: string; codeHash: string; expiresAt: Date; createdAt: Date }) {
      await db.insert(verificationCodes).values(input);
    },

    /**
     * One guess against the newest live code, in one statement: the try is counted, and a right
     * guess consumes the code, atomically. Concurrent guesses each count; once the tries are
     * spent or the code is used, nothing matches any more.
     */
    async guess(target: string, purpose: string, codeHash: string, now: Date, maxTries: number): Promise<boolean> {
      const live = db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.target, target),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.usedAt),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      const rows = await db
        .update(verificationCodes)
        .set({
          attempts: sql`${verificationCodes.attempts} + 1`,
          usedAt: sql`case when ${verificationCodes.codeHash} = ${codeHash} then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(and(sql`${verificationCodes.id} = (${live})`, lt(verificationCodes.attempts, maxTries), isNull(verificationCodes.usedAt)))
        .returning({ usedAt: verificationCodes.usedAt });
      return rows.length === 1 && rows[0]!.usedAt !== null;
    },

    /** Tries spent on the newest unused, unexpired code, or undefined when there is none. */
    async liveAttempts(target: string, purpose: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .select({ attempts: verificationCodes.attempts })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.target, target),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.usedAt),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return row?.attempts;
    },

    async outbox(phone: string, text: string) {
      await db.insert(smsOutbox).values({ phone, text });
    },

    async readOutbox(phone: string) {
      return db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id));
    },

    async mailOutbox({ to, subject, text }: MailMessage) {
      await db.insert(mailOutbox).values({ recipient: to, subject, text });
    },

    /** E-mails the log provider kept for an address, newest first. */
    async readMailOutbox(recipient: string) {
      return db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id));
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
