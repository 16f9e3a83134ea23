import {
  LANGUAGES,
  formatMessage,
  type CompanyNotificationUpdate,
  type Language,
  type NotificationPreferences,
  type PageQuery,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import { presentEntry } from './inbox.presenter.js';
import type { NotificationsRepository } from './notifications.repository.js';
import type { NotificationsRuntime } from './notifier.service.js';
import type { BilingualText } from './notifier.js';

/** The polling feed hands out at most this many entries per call. */
export const FEED_LIMIT = 50;

const bilingual = (text: (language: Language) => string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as BilingualText;

export function createNotificationsService({
  repo,
  runtime,
  audit,
  now = () => new Date(),
}: {
  repo: NotificationsRepository;
  runtime: NotificationsRuntime;
  audit?: AuditService;
  now?: () => Date;
}) {
  /** The company whose settings the caller manages: their own (administrators), any named one (grade 0). */
  function managedCompany(principal: UserPrincipal, companyId: number | undefined, write = false): number {
    if (principal.grade === 0) {
      if (companyId === undefined) throw new AppError('BAD_REQUEST', {}, undefined, 'companyId');
      return companyId;
    }
    // The demo account may look but not change (like the logo text).
    if (principal.grade !== 1 || principal.companyId === null || (write && principal.demo)) throw new AppError('FORBIDDEN');
    if (companyId !== undefined && companyId !== principal.companyId) throw new AppError('NOT_FOUND');
    return principal.companyId;
  }

  return {
    async inbox(principal: UserPrincipal, query: PageQuery) {
      const { items, total, unread } = await repo.listOpen(principal.userId, query);
      return { items: items.map(presentEntry), total, unread };
    },

    async dismiss(principal: UserPrincipal, id: number) {
      if (!(await repo.dismiss(principal.userId, id, now()))) throw new AppError('NOT_FOUND');
    },

    async dismissAll(principal: UserPrincipal) {
      return { dismissed: await repo.dismissAll(principal.userId, now()) };
    },

    /** The badge counts unread entries; this clears it and keeps the entries in the window. */
    async readAll(principal: UserPrincipal) {
      return { read: await repo.markRead(principal.userId, now()) };
    },

    /**
     * The 10 s polling feed (spec §4/§7 newalarmandworkorders): `first` (on entering the shell)
     * answers every open entry; later polls answer what came since the previous one, taken from
     * `after` when the client keeps its own cursor (several tabs), else from the server's.
     */
    async feed(principal: UserPrincipal, { first, after }: { first: boolean; after?: number | undefined }) {
      if (first) {
        // The newest open entries, and a cursor past everything there is now.
        const cursor = await repo.newestId(principal.userId);
        const { items } = await repo.listOpen(principal.userId, { page: 1, pageSize: FEED_LIMIT });
        await repo.setFeedCursor(principal.userId, cursor);
        return { first, cursor, items: items.reverse().map(presentEntry) };
      }
      const since = after ?? (await repo.feedCursor(principal.userId));
      const rows = await repo.openAfter(principal.userId, since, FEED_LIMIT);
      const cursor = rows.length > 0 ? rows[rows.length - 1]!.id : since;
      await repo.setFeedCursor(principal.userId, cursor);
      return { first, cursor, items: rows.map(presentEntry) };
    },

    preferences: (principal: UserPrincipal) => repo.preferences(principal.userId),

    async savePreferences(principal: UserPrincipal, preferences: NotificationPreferences) {
      await repo.savePreferences(principal.userId, preferences);
      return repo.preferences(principal.userId);
    },

    async companySettings(principal: UserPrincipal, companyId: number | undefined) {
      const row = await repo.companySettings(managedCompany(principal, companyId));
      return {
        companyId: row.companyId,
        timeZone: row.timeZone,
        webhookUrl: row.webhookUrl,
        hasWebhookSecret: row.webhookSecret !== '',
        escalation: row.escalation,
        quietBypassLevels: row.quietBypassLevels,
      };
    },

    async saveCompanySettings(principal: UserPrincipal, actor: Actor, companyId: number | undefined, update: CompanyNotificationUpdate) {
      const id = managedCompany(principal, companyId, true);
      const current = await repo.companySettings(id);
      const escalation = update.escalation ?? current.escalation;
      const named = [...new Set(escalation.flatMap((step) => step.userIds))];
      const known = await repo.usersOfCompany(id, named);
      if (known.length !== named.length) throw new AppError('VALIDATION_FAILED', {}, 'error.escalationTarget', 'escalation');
      await repo.saveCompanySettings({
        companyId: id,
        timeZone: update.timeZone ?? current.timeZone,
        webhookUrl: update.webhookUrl ?? current.webhookUrl,
        webhookSecret: update.webhookSecret ?? current.webhookSecret,
        escalation,
        quietBypassLevels: update.quietBypassLevels ?? current.quietBypassLevels,
      });
      // The secret itself never goes to the log: only whether it changed.
      await audit?.change(actor, {
        action: 'company.notifications',
        objectType: 'company',
        objectId: id,
        companyId: id,
        after: { ...update, webhookSecret: update.webhookSecret === undefined ? undefined : '(changed)' },
      });
      return this.companySettings(principal, companyId);
    },

    /** Sends the caller a test message on every channel they have on (a real product feature). */
    async test(principal: UserPrincipal) {
      const outcomes = await runtime.deliverNow([principal.userId], {
        type: 'update',
        title: bilingual((language) => formatMessage(language, 'notify.test.title')),
        body: bilingual((language) => formatMessage(language, 'notify.test.body')),
        link: '/settings/settings_page?tab=notifications',
        companyId: principal.companyId,
        subject: { kind: 'test', id: principal.userId },
      });
      return { deliveries: outcomes };
    },

    async deliveries(principal: UserPrincipal, companyId: number | undefined) {
      const rows = await repo.deliveries({ companyId: managedCompany(principal, companyId) });
      return {
        items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
        total: rows.length,
      };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
