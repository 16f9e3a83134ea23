import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { presentEntry, type InboxEntry } from './inbox.presenter.js';
import type { NotificationsRepository } from './notifications.repository.js';

export const INBOX_CHANNEL = 'fieldlink_inbox';

/**
 * Gets a new inbox entry to its user's open sockets whichever instance holds them: pushed on this
 * instance's hub at once, and on PostgreSQL announced with NOTIFY so the other instances read the
 * row and push it to theirs (a single PGlite instance needs no relay).
 */
export function createInboxRelay({
  database,
  repo,
  emit,
  log,
}: {
  database: Pick<DatabaseHandle, 'listen'>;
  repo: NotificationsRepository;
  /** This instance's hub: the user's sockets here. */
  emit: (userId: number, entry: InboxEntry) => void;
  log: FastifyBaseLogger;
}) {
  const origin = randomUUID();
  let stopListening: (() => Promise<void>) | undefined;

  return {
    push(userId: number, entry: InboxEntry) {
      emit(userId, entry);
      if (!database.listen) return;
      repo
        .announceInbox(INBOX_CHANNEL, JSON.stringify({ origin, id: entry.id }))
        .catch((error: Error) => log.warn({ err: error.message }, 'inbox notify failed'));
    },
    async start() {
      if (!database.listen || stopListening) return;
      stopListening = await database.listen(INBOX_CHANNEL, (payload) => {
        let parsed: { origin?: string; id?: number };
        try {
          parsed = JSON.parse(payload) as typeof parsed;
        } catch {
          return;
        }
        if (parsed.origin === origin || typeof parsed.id !== 'number') return;
        repo
          .findMessage(parsed.id)
          .then((row) => row && emit(row.userId, presentEntry(row)))
          .catch((error: Error) => log.warn({ err: error.message }, 'inbox relay failed'));
      });
    },
    async stop() {
      await stopListening?.();
      stopListening = undefined;
    },
  };
}

export type InboxRelay = ReturnType<typeof createInboxRelay>;
