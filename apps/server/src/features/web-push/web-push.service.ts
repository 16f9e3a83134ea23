import type { Agent } from 'node:https';
import os from 'node:os';
import webpush from 'web-push';
import type { WebPushRepository } from './web-push.repository.js';

/** What a phone shows for a push, in both languages (its service worker picks the phone's). */
export interface PushMessage {
  title: Record<string, string>;
  body: Record<string, string>;
  /** The app route the notification opens ("/workDetails?id=3"). */
  link: string;
  /** One notification per subject: a newer one replaces it. */
  tag: string;
}

/** The VAPID contact push services may write to: the site's https address, else a mailto: of the host. */
export function vapidSubject(publicUrl: string | undefined): string {
  return publicUrl?.startsWith('https:') ? publicUrl : `mailto:admin@${os.hostname() || 'localhost'}`;
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface WebPushOptions {
  /** The VAPID contact: the site's https address or a mailto: address. */
  subject: string;
  /** The HTTPS agent push requests go through (a test's fake push service and its certificate). */
  agent?: Agent;
  log: { warn(object: object, message: string): void };
}

/**
 * Web Push (issue 40): the server's VAPID keys, generated on first start and kept in the server's
 * secrets; browsers' subscriptions per user; and the sending, encrypted by the Web Push standard
 * (RFC 8291) through the `web-push` package. A push service saying a subscription is gone (404,
 * 410) forgets it; any other failure is logged and never undoes what was notified.
 */
export function createWebPushService({ repo, subject, agent, log }: WebPushOptions & { repo: WebPushRepository }) {
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    keys ??= repo.vapidKeys(() => JSON.stringify(webpush.generateVAPIDKeys())).then((value) => JSON.parse(value) as VapidKeys);
    return keys;
  };

  return {
    /** Makes sure the keys exist (the server's first start generates them). */
    start: async () => void (await vapidKeys()),

    publicKey: async () => (await vapidKeys()).publicKey,

    subscribe: (userId: number, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
      repo.save(userId, { endpoint: subscription.endpoint, ...subscription.keys }),

    unsubscribe: (userId: number, endpoint: string) => repo.remove(userId, endpoint),

    /** Pushes a message to every browser these users subscribed; answers how many took it. */
    async notifyUsers(userIds: readonly number[], message: PushMessage): Promise<number> {
      const subscriptions = await repo.ofUsers(userIds);
      if (!subscriptions.length) return 0;
      const { publicKey, privateKey } = await vapidKeys();
      const payload = JSON.stringify(message);
      const results = await Promise.all(
        subscriptions.map(async ({ endpoint, p256dh, auth }) => {
          try {
            await webpush.sendNotification({ endpoint, keys: { p256dh, auth } }, payload, {
              vapidDetails: { subject, publicKey, privateKey },
              TTL: 24 * 60 * 60,
              urgency: 'high',
              topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
              timeout: 10_000,
              ...(agent ? { agent } : {}),
            });
            return true;
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode;
            if (status === 404 || status === 410) await repo.forget(endpoint);
            else log.warn({ err: error, endpoint: new URL(endpoint).origin }, 'web push failed');
            return false;
          }
        }),
      );
      return results.filter(Boolean).length;
    },
  };
}

export type WebPushService = ReturnType<typeof createWebPushService>;
