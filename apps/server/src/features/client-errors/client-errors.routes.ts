import {
  CLIENT_ERROR_KINDS,
  ClientErrorEntrySchema,
  ClientErrorGroupSchema,
  envelopeSchema,
  instantQuerySchema,
  pageSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { ClientErrorsService } from './client-errors.service.js';

const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  kind: z.enum(CLIENT_ERROR_KINDS).optional(),
  keyword: z.string().trim().max(100).optional(),
  from: instantQuerySchema().optional(),
  to: instantQuerySchema().optional(),
  fingerprint: z.string().trim().max(32).optional(),
});

/**
 * The client error log (spec §7 `error_url` for failed calls and `save_error_logger` for errors,
 * one route here by the project's naming; spec §2 error store and error logger pages).
 */
export const clientErrorsRoutes: FastifyPluginAsyncZod<{ clientErrors: ClientErrorsService }> = async (app, { clientErrors }) => {
  app.post('/client-errors', {
    config: { access: 'public' },
    schema: {
      tags: ['client-errors'],
      summary:
        'Report a client error: `{ kind: "error", message, stack?, route, version, userAgent? }` or `{ kind: "request", …, method, url, status }`. ' +
        'With a login token the user and company are recorded. A malformed report is dropped (400), over 30 per 10 minutes per address or user 429; the web never shows either.',
      // Parsed by the service, so a malformed report is dropped and counted rather than logged as a failure.
      body: z.unknown(),
      response: { 200: envelopeSchema(z.object({ stored: z.boolean() })) },
    },
    handler: async (request) => {
      const outcome = await clientErrors.report(request.body, {
        principal: request.principal,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (outcome === 'malformed') throw new AppError('BAD_REQUEST');
      if (outcome === 'limited') throw new AppError('RATE_LIMITED');
      return ok({ stored: true });
    },
  });

  app.get('/client-errors', {
    config: { access: { page: 'error_logger_page', key: 'view' } },
    schema: {
      tags: ['client-errors'],
      summary: 'Client error reports, newest first (kind, keyword on message, page, URL or user, time range, fingerprint)',
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(ClientErrorEntrySchema)) },
    },
    handler: async (request) => ok(await clientErrors.list(requireUser(request), request.query)),
  });

  app.get('/client-errors/groups', {
    config: { access: { page: 'error_store_page', key: 'view' } },
    schema: {
      tags: ['client-errors'],
      summary: 'Client error reports grouped by fingerprint: count, users affected, first and last seen, last version',
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(ClientErrorGroupSchema)) },
    },
    handler: async (request) => ok(await clientErrors.groups(requireUser(request), request.query)),
  });

  app.delete('/client-errors/groups/:fingerprint', {
    config: { access: { page: 'error_store_page', key: 'delete' } },
    schema: {
      tags: ['client-errors'],
      summary:
        "Delete a group of client error reports (one fingerprint) once dealt with: administrators only (a super user any, a company administrator the company's); none in scope 404",
      params: z.object({
        fingerprint: z
          .string()
          .trim()
          .regex(/^[0-9a-f]{1,32}$/),
      }),
      response: { 200: envelopeSchema(z.object({ deleted: z.number().int() })) },
    },
    handler: async (request) => ok(await clientErrors.removeGroup(requireUser(request), request.params.fingerprint)),
  });
};
