import {
  IdParamsSchema,
  PartApplicationActionSchema,
  PartApplicationCreateSchema,
  PartApplicationListQuerySchema,
  PartApplicationSchema,
  PartCreateSchema,
  PartListQuerySchema,
  PartSchema,
  PartUpdateSchema,
  StockChangeSchema,
  StockMovementListQuerySchema,
  StockMovementSchema,
  envelopeSchema,
  pageSchema,
  type PartApplicationAction,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { xlsxHeaders } from '../../lib/xlsx.js';
import { requireUser, type Access } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import { MOVEMENTS_TITLE, PARTS_TITLE, movementsWorkbook, partsWorkbook } from './parts.export.js';
import type { SparePartsService } from './spare-parts.service.js';

/** The key each application action needs; cancel is the applicant's own (checked by the service). */
const ACTIONS: { action: PartApplicationAction; access: Access; summary: string }[] = [
  { action: 'approve', access: { page: 'partsApplication', key: 'approve' }, summary: 'Approve a pending application' },
  { action: 'reject', access: { page: 'partsApplication', key: 'approve' }, summary: 'Reject a pending application' },
  { action: 'issue', access: { page: 'partsApplication', key: 'issue' }, summary: 'Issue an approved application from stock' },
  { action: 'cancel', access: 'user', summary: 'Withdraw an application (the applicant or an approver)' },
];

export const sparePartsRoutes: FastifyPluginAsyncZod<{ spareParts: SparePartsService }> = async (app, { spareParts }) => {
  // The catalogue with stock: everyone who may apply for parts may read it (partsApplication is whitelisted).
  app.get('/parts', {
    config: { access: { page: 'partsApplication', key: 'view' } },
    schema: {
      tags: ['spare-parts'],
      summary: "The company's parts with their stock; keyword, companyId and lowStock narrow the list",
      querystring: PartListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(PartSchema)) },
    },
    handler: async (request) => ok(await spareParts.listParts(requireUser(request), request.query)),
  });

  app.get('/parts/export', {
    config: { access: { page: 'partsCatalog', key: 'export' }, answers: 'file' },
    schema: { tags: ['spare-parts'], summary: 'The catalogue as an Excel workbook', querystring: PartListQuerySchema },
    handler: async (request, reply) => {
      const principal = requireUser(request);
      const rows = await spareParts.allParts(principal, request.query);
      const zone = await app.companyZone(principal.companyId);
      const file = await partsWorkbook(rows, request.language, zone);
      return reply.headers(xlsxHeaders(PARTS_TITLE[request.language], zone)).send(file);
    },
  });

  app.post('/parts', {
    config: { access: { page: 'partsCatalog', key: 'add' } },
    schema: {
      tags: ['spare-parts'],
      summary: 'Add a part (code unique per company)',
      body: PartCreateSchema,
      response: { 200: envelopeSchema(PartSchema) },
    },
    handler: async (request) => ok(await spareParts.createPart(requireUser(request), actorOf(request), request.body)),
  });

  app.put('/parts/:id', {
    config: { access: { page: 'partsCatalog', key: 'edit' } },
    schema: {
      tags: ['spare-parts'],
      summary: 'Change a part (not its stock)',
      params: IdParamsSchema,
      body: PartUpdateSchema,
      response: { 200: envelopeSchema(PartSchema) },
    },
    handler: async (request) => ok(await spareParts.updatePart(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/parts/:id', {
    config: { access: { page: 'partsCatalog', key: 'delete' } },
    schema: {
      tags: ['spare-parts'],
      summary: 'Delete a part never applied for',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => ok(await spareParts.removePart(requireUser(request), actorOf(request), request.params.id)),
  });

  app.post('/parts/:id/stock', {
    config: { access: { page: 'partsCatalog', key: 'edit' } },
    schema: {
      tags: ['spare-parts'],
      summary: 'Stock in (purchase, return) or adjust; 409 when the stock would go below zero',
      params: IdParamsSchema,
      body: StockChangeSchema,
      response: { 200: envelopeSchema(PartSchema) },
    },
    handler: async (request) => ok(await spareParts.changeStock(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.get('/stock-movements', {
    config: { access: { page: 'partsRecords', key: 'view' } },
    schema: {
      tags: ['spare-parts'],
      summary: 'Stock movements, newest first; part, order, type and period narrow the list',
      querystring: StockMovementListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(StockMovementSchema)) },
    },
    handler: async (request) => ok(await spareParts.movements(requireUser(request), request.query)),
  });

  app.get('/stock-movements/export', {
    config: { access: { page: 'partsRecords', key: 'export' }, answers: 'file' },
    schema: { tags: ['spare-parts'], summary: 'Stock movements as an Excel workbook', querystring: StockMovementListQuerySchema },
    handler: async (request, reply) => {
      const principal = requireUser(request);
      const rows = await spareParts.allMovements(principal, request.query);
      const zone = await app.companyZone(principal.companyId);
      const file = await movementsWorkbook(rows, request.language, zone);
      return reply.headers(xlsxHeaders(MOVEMENTS_TITLE[request.language], zone)).send(file);
    },
  });

  app.get('/part-applications', {
    config: { access: { page: 'partsApplication', key: 'view' } },
    schema: {
      tags: ['spare-parts'],
      summary: 'Part applications on the orders the caller may see; order, part, status, applicant ("me") and period narrow the list',
      querystring: PartApplicationListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(PartApplicationSchema)) },
    },
    handler: async (request) => ok(await spareParts.listApplications(requireUser(request), request.query)),
  });

  app.post('/part-applications', {
    config: { access: 'user' },
    schema: {
      tags: ['spare-parts'],
      summary: "Apply for a part on an order (the order's repairman, or partsApplication add)",
      body: PartApplicationCreateSchema,
      response: { 200: envelopeSchema(PartApplicationSchema) },
    },
    handler: async (request) => ok(await spareParts.apply(requireUser(request), actorOf(request), request.body)),
  });

  for (const { action, access, summary } of ACTIONS) {
    app.post(`/part-applications/:id/${action}`, {
      config: { access },
      schema: {
        tags: ['spare-parts'],
        summary: `${summary}; 409 when the application's status does not allow it`,
        params: IdParamsSchema,
        body: PartApplicationActionSchema,
        response: { 200: envelopeSchema(PartApplicationSchema) },
      },
      handler: async (request) =>
        ok(await spareParts.act(requireUser(request), actorOf(request), request.params.id, action, request.body?.note ?? null)),
    });
  }
};
