import { AsyncLocalStorage } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';

const urgency = new AsyncLocalStorage<true>();

/**
 * Runs `work` with its statements ahead of the waiting ones (after other urgent ones) on embedded
 * PGlite's thread: the write that a browser's frame waits for (an alarm raised or cleared) does not
 * queue behind batch inserts, roll-ups and notification look-ups. A statement already running is
 * never interrupted; a transaction keeps the line until it ends. Elsewhere (PGlite in this thread,
 * PostgreSQL's pool) it just runs `work`.
 */
export function urgently<T>(work: () => PromiseLike<T>): Promise<T> {
  // Awaited inside: a query builder runs its statement when awaited, so that must happen here.
  return urgency.run(true, async () => await work());
}

/** A query's answer as PGlite gives it (rows as objects or arrays, the fields, rows touched). */
export interface ThreadResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface QueryOptions {
  rowMode?: 'object' | 'array';
  /** Only identity parsers are carried over (drizzle's "keep the database's text" for dates). */
  parsers?: Record<number, unknown>;
}
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults>;
  exec(sql: string): Promise<ThreadResults[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Request =
  | { op: 'query'; sql: string; params: unknown[]; rowMode?: string; rawOids?: number[] }
  | { op: 'exec'; sql: string }
  | { op: 'dump'; compression?: string }
  | { op: 'close' };

/**
 * Embedded PGlite on a worker thread, with the part of PGlite's interface drizzle uses (`query`,
 * `exec`, `transaction`) plus `dumpDataDir` and `close`. PGlite runs PostgreSQL synchronously on
 * the thread that holds it; in the server's own thread every statement (a batch insert, a roll-up
 * upsert, an alarm transaction) would hold the broker, ingest and the live stream until it ended.
 * Here they wait for nothing but their turn. Requests are sent in order and answered in order; a
 * transaction holds the line until it commits or rolls back, as PGlite's own mutex would.
 */
export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #next = 1;
  /** What waits for its turn: urgent work first, each kind in the order it came. */
  readonly #waiting: { work: () => Promise<unknown>; urgent: boolean; resolve(value: unknown): void; reject(error: unknown): void }[] = [];
  #busy = false;
  #closed = false;
  readonly #exited: Promise<void>;

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.#exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    worker.unref();
    worker.on('message', (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const waiter = this.#pending.get(message.id);
      if (!waiter) return;
      this.#pending.delete(message.id);
      if (this.#pending.size === 0) worker.unref();
      if (message.error) waiter.reject(errorFrom(message.error));
      else waiter.resolve(message.result);
    });
    worker.on('error', (error) => this.#failAll(error));
    worker.on('exit', () => this.#failAll(new Error('the database thread has stopped')));
  }

  /** Starts the thread and opens the database in `dataDir` (in memory when undefined). */
  static async create(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir, loadDataDir } });
    const [first] = (await new Promise((resolve, reject) => {
      worker.once('message', (message) => resolve([message]));
      worker.once('error', reject);
    })) as [{ ready: boolean; error?: Record<string, unknown> }];
    if (!first.ready) {
      await worker.terminate();
      throw errorFrom(first.error ?? { message: 'the database did not start' });
    }
    return new PGliteThread(worker);
  }

  get closed() {
    return this.#closed;
  }

  #failAll(error: Error) {
    this.#closed = true;
    for (const waiter of this.#pending.values()) waiter.reject(error);
    this.#pending.clear();
  }

  #send<T>(request: Request): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    return new Promise<T>((resolve, reject) => {
      const id = this.#next++;
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, ...request });
    });
  }

  /** Runs `work` when everything before it has finished (urgent work goes first); nothing else runs meanwhile. */
  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const urgent = urgency.getStore() === true;
      const item = { work, urgent, resolve: resolve as (value: unknown) => void, reject };
      const at = urgent ? this.#waiting.findIndex((w) => !w.urgent) : -1;
      if (at === -1) this.#waiting.push(item);
      else this.#waiting.splice(at, 0, item);
      void this.#pump();
    });
  }

  async #pump() {
    if (this.#busy) return;
    const item = this.#waiting.shift();
    if (!item) return;
    this.#busy = true;
    try {
      item.resolve(await item.work());
    } catch (error) {
      item.reject(error);
    } finally {
      this.#busy = false;
      void this.#pump();
    }
  }

  #query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<ThreadResults> {
    const rawOids = options.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.#send({ op: 'query', sql, params, rowMode: options.rowMode, rawOids });
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults> {
    return this.#exclusive(() => this.#query(sql, params, options));
  }

  exec(sql: string): Promise<ThreadResults[]> {
    return this.#exclusive(() => this.#send({ op: 'exec', sql }));
  }

  transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      await this.#send({ op: 'exec', sql: 'BEGIN' });
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: ThreadTransaction = {
        query: async (sql, params, options) => (open(), this.#query(sql, params, options)),
        exec: async (sql) => (open(), this.#send({ op: 'exec', sql })),
        rollback: async () => {
          open();
          await this.#send({ op: 'exec', sql: 'ROLLBACK' });
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          await this.#send({ op: 'exec', sql: 'COMMIT' });
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#send({ op: 'exec', sql: 'ROLLBACK' });
        }
        throw error;
      }
    });
  }

  /** The data directory as a tarball (PGlite's `dumpDataDir`). */
  dumpDataDir(compression?: 'auto' | 'gzip' | 'none'): Promise<Blob> {
    return this.#exclusive(() => this.#send({ op: 'dump', compression }));
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#exclusive(() => this.#send({ op: 'close' }));
    this.#closed = true;
    void this.#worker.terminate();
    await this.#exited;
  }
}

function errorFrom(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'database error'));
  for (const [key, value] of Object.entries(fields))
    if (key !== 'message' && key !== 'stack') (error as unknown as Record<string, unknown>)[key] = value;
  return error;
}
