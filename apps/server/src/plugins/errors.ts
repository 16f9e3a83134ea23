import { isErrorCode, statusOf, type ErrorCode } from '@fieldlink/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, RequestValidationError } from '../lib/app-error.js';
import { inputErrorOf } from '../lib/database-errors.js';
import { localizeIssue } from '../lib/validation.js';

/** The success envelope (docs/API.md): `{ code: 200, message, data }`. */
export function ok<T>(data: T, message = 'ok') {
  return { code: 200, message, data };
}

/** Fastify's own failures, by their code, as ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'BAD_REQUEST',
};

function classify(error: FastifyError): ErrorCode {
  if (error.code && FASTIFY_CODES[error.code]) return FASTIFY_CODES[error.code] as ErrorCode;
  if (error instanceof SyntaxError && error.statusCode === 400) return 'MALFORMED_JSON';
  const status = error.statusCode ?? 500;
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return 'INTERNAL';
}

function send(reply: FastifyReply, code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  const status = statusOf(code);
  return reply.status(status).send({ code: status, message, data: { error: code, ...extra } });
}

/**
 * One error handler for the whole API: every failure becomes the envelope with the right status,
 * a stable `data.error` key and a message in the request's language. Internal details and stack
 * traces go to the log only.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((thrown: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      // A statement the database refused for what the request held answers as the 4xx it is.
      const inputError = thrown instanceof AppError ? undefined : inputErrorOf(thrown);
      if (inputError)
        request.log.info(
          { code: inputError.code, reason: (thrown as { code?: string }).code ?? thrown.message },
          'request refused by the database',
        );
      const error = (inputError ?? thrown) as FastifyError;
      if (error instanceof RequestValidationError) {
        const issues = error.issues.map((issue) => localizeIssue(issue, request.language));
        const first = issues[0];
        const summary = request.t('VALIDATION_FAILED');
        const message = first ? `${summary}: ${first.path ? `${first.path} ` : ''}${first.message}` : summary;
        return send(reply, 'VALIDATION_FAILED', message, { issues, part: error.part });
      }
      if (error instanceof AppError) {
        const labels = Object.fromEntries([
          ...Object.entries(error.labels).map(([name, key]) => [name, request.t(key)]),
          ...Object.entries(error.words).map(([name, word]) => [name, word[request.language]]),
        ]);
        const message = request.t(error.messageKey ?? error.code, { ...error.params, ...labels });
        const issues = error.issues ? { issues: error.issues } : error.field ? { issues: [{ path: error.field, message }] } : {};
        // A throttled caller learns when to come back (RFC 9110 Retry-After) as well as from `data.seconds`.
        if (error.code === 'RATE_LIMITED' && typeof error.params.seconds === 'number')
          reply.header('retry-after', String(error.params.seconds));
        return send(reply, error.code, message, { ...error.params, ...issues });
      }
      const code = classify(error);
      if (code === 'INTERNAL') {
        request.log.error({ err: error }, 'unhandled error');
      } else {
        request.log.info({ code, reason: error.code ?? error.name }, 'request refused');
      }
      const params: Record<string, string> =
        code === 'UNSUPPORTED_MEDIA_TYPE' ? { type: String(request.headers['content-type'] ?? '') } : {};
      return send(reply, code, request.t(code, params));
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? request.url;
      return send(reply, 'ROUTE_NOT_FOUND', request.t('ROUTE_NOT_FOUND', { method: request.method, url: path }));
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);

export { isErrorCode };
