import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pushSubscriptions, serverSecrets } from '../../db/schema/index.js';

const VAPID_SECRET = 'vapid-keys';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Web Push: the server's VAPID key pair (in `server_secrets`) and the browsers' subscriptions. */
export function createWebPushRepository(db: Database) {
  return {
    /** The stored VAPID key pair (JSON), created from `make` when there is none; two instances keep the first. */
    async vapidKeys(make: () => string): Promise<string> {
      const find = async () =>
        (await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, VAPID_SECRET)))[0]?.value;
      const found = await find();
      if (found) return found;
      await db.insert(serverSecrets).values({ name: VAPID_SECRET, value: make() }).onConflictDoNothing();
      return (await find())!;
    },

    /** A browser's subscription for a user; the same endpoint again moves to this user with its new keys. */
    async save(userId: number, subscription: StoredSubscription): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...subscription })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: subscription.p256dh, auth: subscription.auth },
        });
    },

    async remove(userId: number, endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** A subscription the push service says is gone (404, 410). */
    async forget(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    async ofUsers(userIds: readonly number[]): Promise<StoredSubscription[]> {
      if (!userIds.length) return [];
      return db
        .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
    },
  };
}

export type WebPushRepository = ReturnType<typeof createWebPushRepository>;
