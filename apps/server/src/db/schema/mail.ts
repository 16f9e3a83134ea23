import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** E-mails the `log` mail provider "sent", kept outside production so tests can read them. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_recipient').on(t.recipient)],
);
