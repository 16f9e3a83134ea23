import type { SampleRow } from './connectivity.repository.js';

/** Upper bounds (seconds) of the batch commit-time histogram. */
export const BATCH_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;

export interface BatchWriterOptions {
  /** Commits one batch of samples. */
  write(rows: SampleRow[]): Promise<void>;
  /** A batch is written once it holds this many rows... */
  maxRows?: number;
  /** ...or this long after its first row arrived. */
  maxDelayMs?: number;
  /** Batches written at the same time. */
  maxInFlight?: number;
  onError?(error: Error, rows: number): void;
}

/**
 * Collects samples from every box and writes them in batches, up to `maxInFlight` at a time (1 on
 * embedded PGlite, which has one connection; a few on PostgreSQL, so the database works on one
 * batch while the next is filled). `add` answers a promise that settles when the batch holding
 * those rows is committed: the broker acknowledges QoS 1 telemetry only then, in each box's order.
 */
export function createBatchWriter({ write, maxRows = 5000, maxDelayMs = 2, maxInFlight = 1, onError }: BatchWriterOptions) {
  interface Batch {
    rows: SampleRow[];
    waiters: { resolve(): void; reject(error: Error): void }[];
  }
  const fresh = (): Batch => ({ rows: [], waiters: [] });
  let filling = fresh();
  let timer: NodeJS.Timeout | undefined;
  const writing = new Set<Promise<void>>();
  let stats = { batches: 0, rows: 0, failures: 0 };
  /** How long committed batches took (for /metrics): counts per upper bound in seconds, and the sum. */
  const latency = { buckets: BATCH_SECONDS.map(() => 0), count: 0, sumSeconds: 0 };

  function seal() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = filling;
    if (batch.waiters.length === 0) return;
    filling = fresh();
    const slot = { done: Promise.resolve() };
    slot.done = (async () => {
      await Promise.resolve(); // the slot is registered before anything settles
      const started = performance.now();
      try {
        await write(batch.rows);
        const seconds = (performance.now() - started) / 1000;
        latency.count++;
        latency.sumSeconds += seconds;
        BATCH_SECONDS.forEach((bound, i) => {
          if (seconds <= bound) latency.buckets[i]!++;
        });
        stats.batches++;
        stats.rows += batch.rows.length;
        for (const waiter of batch.waiters) waiter.resolve();
      } catch (error) {
        stats.failures++;
        onError?.(error as Error, batch.rows.length);
        for (const waiter of batch.waiters) waiter.reject(error as Error);
      } finally {
        writing.delete(slot.done);
        // What arrived meanwhile is the next batch, written at once: a slow commit makes bigger
        // batches rather than a queue of small ones.
        if (filling.waiters.length > 0 && writing.size < maxInFlight) seal();
      }
    })();
    writing.add(slot.done);
  }

  return {
    /** Rows to store; resolves when the batch holding them is committed. */
    add(rows: readonly SampleRow[]): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        for (const row of rows) filling.rows.push(row);
        filling.waiters.push({ resolve, reject });
        // With every writer busy the next batch keeps filling (sealed when a write ends).
        if (writing.size >= maxInFlight) return;
        if (filling.rows.length >= maxRows) seal();
        else if (!timer) timer = setTimeout(seal, maxDelayMs);
      });
    },
    /** Writes what is waiting and resolves when everything handed in so far is committed. */
    async flush() {
      while (writing.size > 0 || filling.waiters.length > 0) {
        if (writing.size < maxInFlight) seal();
        await Promise.race(writing).catch(() => {});
      }
    },
    stats: () => ({ ...stats, pendingRows: filling.rows.length }),
    /** Batches being written now, and the commit times so far (cumulative, Prometheus histogram style). */
    latency: () => ({
      inFlight: writing.size,
      bounds: BATCH_SECONDS,
      buckets: [...latency.buckets],
      count: latency.count,
      sumSeconds: latency.sumSeconds,
    }),
    reset() {
      stats = { batches: 0, rows: 0, failures: 0 };
    },
  };
}

export type BatchWriter = ReturnType<typeof createBatchWriter>;

/**
 * The newest value per point, written at most once per `intervalMs` (an upsert per point per
 * batch would cost as much as the samples themselves). Only ever moves forward in time.
 */
export function createLatestWriter({
  write,
  intervalMs = 1000,
  onError,
}: {
  write(rows: SampleRow[]): Promise<void>;
  intervalMs?: number;
  onError?(error: Error): void;
}) {
  let pending = new Map<number, SampleRow>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flushNow(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return writing;
    const rows = [...pending.values()];
    pending = new Map();
    writing = writing.then(() => write(rows)).catch((error: Error) => onError?.(error));
    return writing;
  }

  return {
    add(rows: readonly SampleRow[]) {
      for (const row of rows) {
        const known = pending.get(row.pointId);
        if (!known || known.ts < row.ts) pending.set(row.pointId, row);
      }
      if (!timer && pending.size > 0) {
        timer = setTimeout(() => void flushNow(), intervalMs);
        timer.unref();
      }
    },
    flush: flushNow,
  };
}

export type LatestWriter = ReturnType<typeof createLatestWriter>;
