import {
  IdParamsSchema,
  InvoiceApplicationCreateSchema,
  InvoiceApplicationSchema,
  InvoiceListQuerySchema,
  InvoiceProcessSchema,
  envelopeSchema,
  pageSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { InvoicesService } from './invoices.service.js';

/** Invoice applications for SIM card fees (spec §2 invoice_application, invoice_records_SIM). */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (app, { invoices }) => {
  const tags = ['sim-cards'];

  app.get('/sim-invoices', {
    config: { access: { page: 'invoice_records_SIM', key: 'view' } },
    schema: {
      tags,
      summary: 'Invoice applications of the caller’s company, newest first',
      querystring: InvoiceListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(InvoiceApplicationSchema)) },
    },
    handler: async (request) => ok(await invoices.list(requireUser(request), request.query)),
  });

  app.get('/sim-invoices/:id', {
    config: { access: { page: 'invoice_records_SIM', key: 'view' } },
    schema: {
      tags,
      summary: 'One invoice application',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(InvoiceApplicationSchema) },
    },
    handler: async (request) => ok(await invoices.get(requireUser(request), request.params.id)),
  });

  app.post('/sim-invoices', {
    config: { access: { page: 'invoice_application', key: 'add' } },
    schema: {
      tags,
      summary: 'Apply for an invoice for the fees of some SIM cards',
      body: InvoiceApplicationCreateSchema,
      response: { 200: envelopeSchema(InvoiceApplicationSchema) },
    },
    handler: async (request) => ok(await invoices.apply(requireUser(request), actorOf(request), request.body)),
  });

  app.post('/sim-invoices/:id/settle', {
    config: { access: { page: 'invoice_records_SIM', key: 'approve' } },
    schema: {
      tags,
      summary: 'Settle a pending application: issued with the invoice number, or rejected (409 once settled)',
      params: IdParamsSchema,
      body: InvoiceProcessSchema,
      response: { 200: envelopeSchema(InvoiceApplicationSchema) },
    },
    handler: async (request) => ok(await invoices.settle(requireUser(request), actorOf(request), request.params.id, request.body)),
  });
};
