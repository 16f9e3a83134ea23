import type { SampleRow } from './connectivity.repository.js';

export interface BatchWriterOptions {
  /** Commits one batch of samples. */
  write(rows: SampleRow[]): Promise<void>;
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
export function createBatchWriter({ write, maxRows = 5000, maxDelayMs = 2, onError }: BatchWriterOptions) {
  interface Batch {
    rows: SampleRow[];
    waiters: { resolve(): void; reject(error: Error): void }[];
  }
  const fresh = (): Batch => ({ rows: [], waiters: [] });
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
        await write(batch.rows);
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
    /** Rows to store; resolves when the batch holding them is committed. */
    add(rows: readonly SampleRow[]): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        for (const row of rows) filling.rows.push(row);
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
