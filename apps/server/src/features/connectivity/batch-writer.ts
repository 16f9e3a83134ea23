import type { SampleRow } from './connectivity.repository.js';

export interface BatchWriterOptions {
  /** Commits one batch: samples, and the newest value per point. */
  write(rows: SampleRow[], latest: SampleRow[]): Promise<void>;
  /** A batch is written once it holds this many rows... */
  maxRows?: number;
  /** ...or this long after its first row arrived. */
  maxDelayMs?: number;
  onError?(error: Error, rows: number): void;
}

/**
 * Collects samples from every box and writes them in batches, one batch at a time (so batches
 * commit in the order they filled). `add` answers a promise that settles when the batch holding
 * those rows is committed: the broker acknowledges QoS 1 telemetry only then.
 */
export function createBatchWriter({ write, maxRows = 5000, maxDelayMs = 20, onError }: BatchWriterOptions) {
  interface Batch {
    rows: SampleRow[];
    latest: Map<number, SampleRow>;
    waiters: { resolve(): void; reject(error: Error): void }[];
  }
  const fresh = (): Batch => ({ rows: [], latest: new Map(), waiters: [] });
  let filling = fresh();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let inFlight = 0;
  let stats = { batches: 0, rows: 0, failures: 0 };

  function seal() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = filling;
    if (batch.waiters.length === 0) return;
    filling = fresh();
    inFlight++;
    writing = writing.then(async () => {
      try {
        await write(batch.rows, [...batch.latest.values()]);
        stats.batches++;
        stats.rows += batch.rows.length;
        for (const waiter of batch.waiters) waiter.resolve();
      } catch (error) {
        stats.failures++;
        onError?.(error as Error, batch.rows.length);
        for (const waiter of batch.waiters) waiter.reject(error as Error);
      } finally {
        inFlight--;
        // What arrived meanwhile is the next batch, written at once: a slow commit makes bigger
        // batches rather than a queue of small ones.
        if (filling.waiters.length > 0) seal();
      }
    });
  }

  return {
    /**
     * Rows to store and, separately, rows that only move the newest value (points without the
     * save flag). Resolves when committed.
     */
    add(rows: readonly SampleRow[], latestOnly: readonly SampleRow[] = []): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        for (const row of rows) filling.rows.push(row);
        for (const row of [...rows, ...latestOnly]) {
          const known = filling.latest.get(row.pointId);
          if (!known || known.ts < row.ts) filling.latest.set(row.pointId, row);
        }
        filling.waiters.push({ resolve, reject });
        // While a batch is being written the next one keeps filling (sealed when the write ends).
        if (inFlight > 0) return;
        if (filling.rows.length >= maxRows) seal();
        else if (!timer) timer = setTimeout(seal, maxDelayMs);
      });
    },
    /** Writes what is waiting and resolves when everything handed in so far is committed. */
    async flush() {
      while (inFlight > 0 || filling.waiters.length > 0) {
        if (inFlight === 0) seal();
        await writing.catch(() => {});
      }
    },
    stats: () => ({ ...stats, pendingRows: filling.rows.length }),
    reset() {
      stats = { batches: 0, rows: 0, failures: 0 };
    },
  };
}

export type BatchWriter = ReturnType<typeof createBatchWriter>;
