import { envelopeSchema, instantQuerySchema, pageSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import { xlsxHeaders } from '../../lib/xlsx.js';
import { AUDIT_TITLES, auditWorkbook } from './audit.export.js';
import type { AuditService } from './audit.service.js';

const AuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  from: instantQuerySchema().optional(),
  to: instantQuerySchema().optional(),
  userName: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
});

const AuditItemSchema = z.object({
  id: z.number(),
  at: z.date(),
  category: z.string(),
  action: z.string(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  companyId: z.number().nullable(),
  ip: z.string().nullable(),
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  for (const [category, page] of [
    ['operation', 'operation_log'],
    ['login', 'user_log'],
  ] as const) {
    const path = category === 'operation' ? 'operations' : 'logins';
    app.get(`/audit/${path}/export`, {
      config: { access: { page, key: 'export' }, answers: 'file' },
      schema: {
        tags: ['audit'],
        summary: `The ${category === 'operation' ? 'operation' : 'user'} log as an Excel file (at most 10,000 rows)`,
        querystring: AuditQuerySchema,
      },
      handler: async (request, reply) => {
        const principal = requireUser(request);
        const { items } = await audit.list(principal, { ...request.query, category, page: 1, pageSize: 10_000 });
        const zone = await app.companyZone(principal.companyId);
        const file = await auditWorkbook(items, category, request.language, zone);
        return reply.headers(xlsxHeaders(AUDIT_TITLES[category][request.language], zone)).send(file);
      },
    });
  }

  app.get('/audit/operations', {
    config: { access: { page: 'operation_log', key: 'view' } },
    schema: {
      tags: ['audit'],
      summary: 'Operation log: who changed what',
      querystring: AuditQuerySchema,
      response: { 200: envelopeSchema(pageSchema(AuditItemSchema)) },
    },
    handler: async (request) => ok(await audit.list(requireUser(request), { category: 'operation', ...request.query })),
  });

  app.get('/audit/logins', {
    config: { access: { page: 'user_log', key: 'view' } },
    schema: {
      tags: ['audit'],
      summary: 'User log: sign-ins and failed attempts',
      querystring: AuditQuerySchema,
      response: { 200: envelopeSchema(pageSchema(AuditItemSchema)) },
    },
    handler: async (request) => ok(await audit.list(requireUser(request), { category: 'login', ...request.query })),
  });
};
