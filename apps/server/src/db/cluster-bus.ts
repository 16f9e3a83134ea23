import { randomUUID } from 'node:crypto';
import { lt, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.js';
import { clusterMessages } from './schema/index.js';

/** The one NOTIFY channel every instance listens on for stream events. */
export const CLUSTER_CHANNEL = 'fieldlink_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; larger events go by id. */
export const NOTIFY_LIMIT = 7900;
/** How long a large event's row is kept for the others to read. */
const KEEP_MS = 5 * 60_000;

type Handler = (body: unknown) => void;

export interface ClusterBus {
  /** True when other instances may exist (PostgreSQL); on PGlite nothing leaves the process. */
  readonly shared: boolean;
  /** Sends `body` under `topic` to every other instance (never back to this one). */
  publish(topic: string, body: unknown): void;
  /** Called with every body another instance published under `topic`. */
  on(topic: string, handler: Handler): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Events sent and received, and failures (for /metrics). */
  stats(): { sent: number; received: number; failures: number };
}

interface Envelope {
  /** The instance that published (its own NOTIFYs come back to it and are dropped). */
  o: string;
  t: string;
  /** The body, or `r`: the id of its `cluster_messages` row. */
  b?: unknown;
  r?: number;
}

/**
 * Stream events across server instances through PostgreSQL LISTEN/NOTIFY (no bus of our own):
 * one channel, an envelope naming the topic and the instance that sent it, bodies over the NOTIFY
 * limit written to `cluster_messages` and sent by id. On embedded PGlite one process holds every
 * socket, so `publish` does nothing and the in-process path is the whole story.
 */
export function createClusterBus({
  database,
  log,
}: {
  database: Pick<DatabaseHandle, 'db' | 'listen'>;
  log: { warn(obj: object, msg: string): void };
}): ClusterBus {
  const origin = randomUUID();
  const handlers = new Map<string, Set<Handler>>();
  const counts = { sent: 0, received: 0, failures: 0 };
  let stopListening: (() => Promise<void>) | undefined;
  const { db } = database;
  const shared = database.listen !== undefined;

  async function send(topic: string, body: unknown) {
    const text = JSON.stringify({ o: origin, t: topic, b: body } satisfies Envelope);
    if (Buffer.byteLength(text) <= NOTIFY_LIMIT) {
      await db.execute(sql`select pg_notify(${CLUSTER_CHANNEL}, ${text})`);
      return;
    }
    const [row] = await db
      .insert(clusterMessages)
      .values({ body: JSON.stringify(body) })
      .returning({ id: clusterMessages.id });
    await db.execute(sql`select pg_notify(${CLUSTER_CHANNEL}, ${JSON.stringify({ o: origin, t: topic, r: row!.id } satisfies Envelope)})`);
    await db.delete(clusterMessages).where(lt(clusterMessages.createdAt, new Date(Date.now() - KEEP_MS)));
  }

  async function receive(payload: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.o === origin) return;
    const set = handlers.get(envelope.t);
    if (!set || set.size === 0) return;
    let body = envelope.b;
    if (envelope.r !== undefined) {
      const [row] = await db.select({ body: clusterMessages.body }).from(clusterMessages).where(eq(clusterMessages.id, envelope.r));
      if (!row) return;
      body = JSON.parse(row.body) as unknown;
    }
    counts.received++;
    for (const handler of set) {
      try {
        handler(body);
      } catch (error) {
        log.warn({ err: (error as Error).message, topic: envelope.t }, 'cluster event handler failed');
      }
    }
  }

  return {
    shared,
    publish(topic, body) {
      if (!shared) return;
      counts.sent++;
      send(topic, body).catch((error: Error) => {
        counts.failures++;
        log.warn({ err: error.message, topic }, 'cluster notify failed');
      });
    },
    on(topic, handler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
    async start() {
      if (!database.listen || stopListening) return;
      stopListening = await database.listen(CLUSTER_CHANNEL, (payload) => {
        receive(payload).catch((error: Error) => {
          counts.failures++;
          log.warn({ err: error.message }, 'cluster event not read');
        });
      });
    },
    async stop() {
      await stopListening?.();
      stopListening = undefined;
    },
    stats: () => ({ ...counts }),
  };
}
