import { z } from 'zod';

/**
 * Client error reports (spec §7 `error_url`, `save_error_logger`): what the web app sends when a
 * page throws, a promise is rejected unhandled, or an API call fails (5xx or no answer).
 */
export const CLIENT_ERROR_KINDS = ['error', 'request'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** Length limits, read by the schema, the server's columns and the web reporter alike. */
export const CLIENT_ERROR_LIMITS = {
  message: 1000,
  stack: 8000,
  route: 300,
  version: 40,
  userAgent: 400,
  url: 500,
  method: 10,
} as const;

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Query parameters never kept in a reported URL: they may carry tokens, codes or passwords. */
const SECRET_QUERY = /^(t|token|code|password|pwd|secret|key|sign|signature|access_token|auth)$/i;

/**
 * A request URL as it may be stored: the path, and of the query only the names whose values carry
 * no secret (their values replaced by `*`). An absolute URL keeps only its path and query.
 */
export function redactUrl(raw: string): string {
  const withoutOrigin = raw.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const [beforeHash = ''] = withoutOrigin.split('#');
  const [pathName = '', query = ''] = beforeHash.split(/\?(.*)/s);
  const names = new Set<string>();
  const kept = query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      return { name, value };
    })
    .filter(({ name }) => !names.has(name) && names.add(name))
    .map(({ name, value }) => `${name}=${SECRET_QUERY.test(safeDecode(name)) ? '*' : value}`);
  return `${pathName || '/'}${kept.length > 0 ? `?${kept.join('&')}` : ''}`.slice(0, CLIENT_ERROR_LIMITS.url);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const text = (max: number) => z.string().trim().max(max);

const base = {
  message: text(CLIENT_ERROR_LIMITS.message).min(1),
  stack: text(CLIENT_ERROR_LIMITS.stack).optional(),
  route: text(CLIENT_ERROR_LIMITS.route),
  version: text(CLIENT_ERROR_LIMITS.version),
  userAgent: text(CLIENT_ERROR_LIMITS.userAgent).optional(),
};

export const ClientErrorReportSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('error'), ...base }),
  z.object({
    kind: z.literal('request'),
    ...base,
    method: z.enum(HTTP_METHODS),
    url: text(CLIENT_ERROR_LIMITS.url).transform(redactUrl),
    /** The HTTP status; 0 when no answer came back (network error). */
    status: z.number().int().min(0).max(599),
  }),
]);
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;
export type ClientErrorReportInput = z.input<typeof ClientErrorReportSchema>;

/** Reports accepted per address and per user in one window; more are dropped (429). */
export const CLIENT_ERROR_RATE = { perWindow: 30, windowMs: 10 * 60_000 } as const;

/** A stored entry as the error logger lists it. */
export const ClientErrorEntrySchema = z.object({
  id: z.number(),
  at: z.date(),
  kind: z.enum(CLIENT_ERROR_KINDS),
  fingerprint: z.string(),
  message: z.string(),
  stack: z.string().nullable(),
  /** The stack with minified frames mapped back to source files (null when no map applied). */
  mappedStack: z.string().nullable(),
  route: z.string(),
  version: z.string(),
  userAgent: z.string().nullable(),
  method: z.string().nullable(),
  url: z.string().nullable(),
  status: z.number().nullable(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  companyId: z.number().nullable(),
  ip: z.string().nullable(),
});
export type ClientErrorEntry = z.infer<typeof ClientErrorEntrySchema>;

/** One fingerprint's group as the error store lists it. */
export const ClientErrorGroupSchema = z.object({
  fingerprint: z.string(),
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string(),
  count: z.number(),
  users: z.number(),
  firstSeen: z.date(),
  lastSeen: z.date(),
  lastVersion: z.string(),
  /** The newest entry of the group, for the detail drawer. */
  lastId: z.number(),
});
export type ClientErrorGroup = z.infer<typeof ClientErrorGroupSchema>;
