import type { ErrorInput, ErrorReporter, ErrorReporterOptions } from './errorReporter';

/** At most this many failures wait for the reporter's code; later ones are dropped. */
const QUEUE_LIMIT = 20;

/**
 * The error reporter, its code (and the domain's report schema with zod) loaded on the first
 * failure rather than with the first page. Each failure keeps the route and time it happened at;
 * a failed load is tried again on the next failure.
 */
export function deferredErrorReporter(
  options: ErrorReporterOptions,
  load: () => Promise<{ createErrorReporter(options: ErrorReporterOptions): ErrorReporter }> = () => import('./errorReporter'),
): { report(input: ErrorInput): void } {
  let moment = { route: '', at: 0 };
  let reporter: ErrorReporter | null = null;
  let queue: { input: ErrorInput; route: string; at: number }[] = [];
  let loading = false;
  const deliver = (item: { input: ErrorInput; route: string; at: number }) => {
    moment = item;
    reporter!.report(item.input);
  };
  return {
    report(input) {
      const item = { input, route: options.route(), at: options.now() };
      if (reporter) return deliver(item);
      if (queue.length < QUEUE_LIMIT) queue.push(item);
      if (loading) return;
      loading = true;
      load().then(
        (module) => {
          reporter = module.createErrorReporter({ ...options, route: () => moment.route, now: () => moment.at });
          const waiting = queue;
          queue = [];
          waiting.forEach(deliver);
        },
        () => {
          loading = false;
        },
      );
    },
  };
}
