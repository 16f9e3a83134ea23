import type { FastifyBaseLogger } from 'fastify';

export interface TickerOptions<T> {
  /** Named in the log line of a pass that failed. */
  name: string;
  /** How often a pass starts; 0 = never on its own (tests call `tick`). */
  everyMs: number;
  /** Whether `start` runs a pass at once (catching up what fell due while the server was down). */
  atStart?: boolean;
  log: Pick<FastifyBaseLogger, 'error'>;
  run(): Promise<T>;
}

export interface Ticker<T> {
  /** One pass now; a call while a pass runs shares that pass. */
  tick(): Promise<T>;
  start(): void;
  /** No new pass starts; answers once the pass in progress has ended. */
  stop(): Promise<void>;
}

/**
 * The background loops' one shape (maintenance scheduler, escalation steps): a pass every
 * `everyMs`, never two at once on this instance, a failed pass logged and the next one tried, the
 * timer never keeping the process alive. Sharing work between instances is the pass's own business
 * (claims with `FOR UPDATE SKIP LOCKED`).
 */
export function createTicker<T>({ name, everyMs, atStart = false, log, run }: TickerOptions<T>): Ticker<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;

  function tick(): Promise<T> {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  }

  const background = () => {
    tick().catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, `${name} failed`));
  };

  return {
    tick,
    start() {
      if (timer || everyMs <= 0) return;
      if (atStart) background();
      timer = setInterval(background, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
