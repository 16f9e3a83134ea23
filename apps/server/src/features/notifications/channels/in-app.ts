import type { NotificationsRepository } from '../notifications.repository.js';
import { presentEntry, type InboxEntry } from '../inbox.presenter.js';
import type { NotificationChannel } from './channel.js';

/** The alert window: an inbox row per user, pushed at once to the user's open sockets. */
export function inAppChannel(repo: NotificationsRepository, push: (userId: number, entry: InboxEntry) => void): NotificationChannel {
  return {
    name: 'inApp',
    address: (destination) => (destination.kind === 'user' ? `user:${destination.userId}` : null),
    async send(destination, { message, level }) {
      if (destination.kind !== 'user') throw new Error('the inbox is per user');
      const [row] = await repo.insertMessages([
        {
          userId: destination.userId,
          companyId: message.companyId,
          type: message.type,
          titleZh: message.title['zh-CN'],
          titleEn: message.title['en-US'],
          bodyZh: message.body['zh-CN'],
          bodyEn: message.body['en-US'],
          link: message.link ?? null,
          subjectKind: message.subject?.kind ?? null,
          subjectId: message.subject?.id ?? null,
          level: level ?? null,
        },
      ]);
      if (row) push(destination.userId, presentEntry(row));
    },
  };
}
