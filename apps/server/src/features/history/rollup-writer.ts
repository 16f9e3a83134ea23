/**
 * A stored numeric sample as the roll-ups take it (ms since the epoch): ingest hands over the rows
 * its insert actually stored (connectivity's `InsertedSample` has this shape).
 */
export interface RollupSample {
  p: number;
  t: number;
  v: number;
}

/** A partial aggregate of one point's bucket (times in ms since the epoch). */
export interface BucketAggregate {
  pointId: number;
  bucket: number;
  count: number;
  sum: number;
  min: number;
  max: number;
  firstTs: number;
  firstValue: number;
  lastTs: number;
  lastValue: number;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Folds one more partial aggregate (or sample) into `into`; order does not matter. */
export function mergeAggregate(into: BucketAggregate, add: Omit<BucketAggregate, 'pointId' | 'bucket'>) {
  into.count += add.count;
  into.sum += add.sum;
  if (add.min < into.min) into.min = add.min;
  if (add.max > into.max) into.max = add.max;
  if (add.firstTs < into.firstTs) {
    into.firstTs = add.firstTs;
    into.firstValue = add.firstValue;
  }
  if (add.lastTs >= into.lastTs) {
    into.lastTs = add.lastTs;
    into.lastValue = add.lastValue;
  }
}

/** Minute aggregates of samples, and the hours folded from them. */
export function aggregate(samples: Iterable<RollupSample>, size = MINUTE, into = new Map<number, BucketAggregate>()) {
  for (const s of samples) {
    const index = Math.floor(s.t / size);
    const bucket = index * size;
    // A number key (point, bucket index): no string per sample on the ingest path.
    const key = s.p * 1e8 + index;
    const known = into.get(key);
    const one = { count: 1, sum: s.v, min: s.v, max: s.v, firstTs: s.t, firstValue: s.v, lastTs: s.t, lastValue: s.v };
    if (known) mergeAggregate(known, one);
    else into.set(key, { pointId: s.p, bucket, ...one });
  }
  return into;
}

export function foldToHours(minutes: Iterable<BucketAggregate>): BucketAggregate[] {
  const hours = new Map<string, BucketAggregate>();
  for (const m of minutes) {
    const bucket = Math.floor(m.bucket / HOUR) * HOUR;
    const key = `${m.pointId}:${bucket}`;
    const known = hours.get(key);
    if (known) mergeAggregate(known, m);
    else hours.set(key, { ...m, bucket });
  }
  return [...hours.values()];
}

/**
 * Keeps the roll-ups up to date from the rows each batch actually inserted: aggregates them in
 * memory and writes the touched buckets at most every `intervalMs` (one upsert per table, merging
 * count/sum/min/max/first/last), so a busy second costs one statement per table instead of one per
 * batch. Readers call `flush()` before reading recent buckets. A crash loses at most the last
 * interval's roll-up; `rebuild` over that range repairs it from the raw samples.
 */
export function createRollupWriter({
  write,
  intervalMs = 2000,
  onError,
}: {
  write(minutes: BucketAggregate[], hours: BucketAggregate[]): Promise<void>;
  intervalMs?: number;
  onError?(error: Error): void;
}) {
  let pending = new Map<number, BucketAggregate>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return writing;
    const minutes = [...pending.values()];
    pending = new Map();
    writing = writing.then(() => write(minutes, foldToHours(minutes))).catch((error: Error) => onError?.(error));
    return writing;
  }

  return {
    add(samples: readonly RollupSample[]) {
      if (samples.length === 0) return;
      aggregate(samples, MINUTE, pending);
      if (!timer) {
        timer = setTimeout(() => void flush(), intervalMs);
        timer.unref();
      }
    },
    flush,
    pending: () => pending.size,
  };
}

export type RollupWriter = ReturnType<typeof createRollupWriter>;
