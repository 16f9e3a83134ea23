import type { FastifyServerOptions } from 'fastify';

/**
 * Pino options: never a password or a token in a log line. Authorization headers, bodies and
 * token query parameters are left out or censored.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.boxPassword', 'password', 'token'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) => ({
        method: request.method,
        url: redactQuery(request.url),
        ip: request.ip,
      }),
    },
  };
}

/** Censors secrets passed in a query string (`?token=...`, `?password=...`). */
export function redactQuery(url: string): string {
  return url.replace(/([?&](?:token|password|access_token)=)[^&]*/gi, '$1[redacted]');
}
