import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

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

/**
 * Fastify's own lines about requests, at `debug`: one line per answered request instead of two at
 * `info`, so at the default level a busy dashboard no longer buries what matters (25 minutes of
 * the demo were 99.7 % request lines). Failures keep their level: a 5xx or a broken response is
 * still an error.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = Math.round(reply.elapsedTime);
    if (error) reply.log.error({ req: request, res: { statusCode: reply.statusCode }, err: error, responseTime }, 'request errored');
    else request.log.debug({ req: request, res: { statusCode: reply.statusCode }, responseTime }, 'request completed');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ req: request, res: { statusCode: reply.statusCode }, err: error }, error.message);
    else reply.log.debug({ res: { statusCode: reply.statusCode }, err: error }, error.message);
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`Route ${request.method}:${redactQuery(request.url)} not found`);
  }
}

/** Where the server can be reached, in one line for people (printed once it is ready). */
export function readyLine({
  host,
  port,
  database,
  mqtt,
}: {
  host: string;
  port: number;
  database: 'pglite' | 'postgres';
  mqtt: { kind: 'embedded'; port: number | undefined } | { kind: 'external'; url: string };
}): string {
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const db = database === 'pglite' ? 'embedded' : 'PostgreSQL';
  const broker =
    mqtt.kind === 'external'
      ? `external ${withoutCredentials(mqtt.url)}`
      : mqtt.port
        ? `embedded :${mqtt.port}`
        : 'embedded, WebSocket /mqtt only';
  return `Fieldlink ready at http://${shownHost}:${port}/ (database: ${db}, MQTT: ${broker})`;
}

function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return url;
  }
}
