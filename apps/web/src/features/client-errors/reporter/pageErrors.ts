import type { ErrorInput } from './errorReporter';

/** What the page listeners report to: the reporter itself, or the deferred one that loads it (deferredReporter.ts). */
export interface ErrorSink {
  report(input: ErrorInput): unknown;
}

/** A thrown value as a message and a stack, whatever was thrown. */
export function describeThrown(value: unknown): { message: string; stack?: string | undefined } {
  if (value instanceof Error) return { message: `${value.name}: ${value.message}`, stack: value.stack };
  if (typeof value === 'string') return { message: value };
  try {
    return { message: JSON.stringify(value) ?? String(value) };
  } catch {
    return { message: String(value) };
  }
}

/** Listens for uncaught errors and unhandled rejections on the page; answers the uninstaller. */
export function installErrorReporter(reporter: ErrorSink, target: Window): () => void {
  const onError = (event: ErrorEvent) => {
    const thrown = event.error !== undefined && event.error !== null ? describeThrown(event.error) : { message: event.message };
    // A script of another origin hides its error ("Script error."): nothing to learn from it.
    if (!thrown.message || thrown.message === 'Script error.') return;
    reporter.report({ kind: 'error', ...thrown });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reporter.report({ kind: 'error', ...describeThrown(event.reason) });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
