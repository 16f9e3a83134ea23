import { CLIENT_ERROR_LIMITS, ClientErrorReportSchema, clientErrorFingerprint, redactUrl, type ClientErrorReport } from '@fieldlink/domain';

/** What the page knows when something fails; the reporter adds the route, version and user agent. */
export type ErrorInput =
  | { kind: 'error'; message: string; stack?: string | undefined }
  | { kind: 'request'; message: string; method: string; url: string; status: number };

export interface ErrorReporterOptions {
  /** Sends one report (silently: a failed send is dropped, never shown). */
  send(report: ClientErrorReport): Promise<unknown>;
  now(): number;
  route(): string;
  version: string;
  userAgent: string;
  /** The same fingerprint is sent once per this many milliseconds. */
  dedupeMs?: number;
  /** At most this many reports per `windowMs`, whatever they are. */
  maxPerWindow?: number;
  windowMs?: number;
}

export interface ErrorReporter {
  /** Reports one failure; answers whether it was sent (false: malformed, a repeat, or over the limit). */
  report(input: ErrorInput): boolean;
}

const cut = (text: string | undefined, max: number) => (text === undefined ? undefined : text.slice(0, max));

/**
 * The web's client error reporter (spec §7 `error_url`, `save_error_logger`): reports deduped by
 * the domain's fingerprint and rate-limited here too, so a render loop throwing on every frame
 * sends one report and not thousands; the server limits again per address and user.
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { dedupeMs = 60_000, maxPerWindow = 10, windowMs = 60_000 } = options;
  const lastSent = new Map<string, number>();
  let sentTimes: number[] = [];

  return {
    report(input) {
      const base = {
        message: cut(input.message.trim() || 'Unknown error', CLIENT_ERROR_LIMITS.message)!,
        route: cut(options.route(), CLIENT_ERROR_LIMITS.route)!,
        version: cut(options.version, CLIENT_ERROR_LIMITS.version)!,
        userAgent: cut(options.userAgent, CLIENT_ERROR_LIMITS.userAgent),
      };
      const parsed = ClientErrorReportSchema.safeParse(
        input.kind === 'error'
          ? { kind: 'error', ...base, stack: cut(input.stack, CLIENT_ERROR_LIMITS.stack) }
          : { kind: 'request', ...base, method: input.method.toUpperCase(), url: redactUrl(input.url), status: input.status },
      );
      if (!parsed.success) return false;
      const at = options.now();
      const fingerprint = clientErrorFingerprint(parsed.data);
      const previous = lastSent.get(fingerprint);
      if (previous !== undefined && at - previous < dedupeMs) return false;
      sentTimes = sentTimes.filter((time) => at - time < windowMs);
      if (sentTimes.length >= maxPerWindow) return false;
      sentTimes.push(at);
      lastSent.set(fingerprint, at);
      if (lastSent.size > 500) lastSent.delete(lastSent.keys().next().value!);
      options.send(parsed.data).catch(() => undefined);
      return true;
    },
  };
}
