import {
  CompanyCreateSchema,
  CompanyUpdateSchema,
  IdParamsSchema,
  ListQuerySchema,
  envelopeSchema,
  pageSchema,
  CompanySummarySchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { CompaniesService } from './companies.service.js';

export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (app, { companies }) => {
  app.get('/companies', {
    config: { access: { page: 'customerManagement', key: 'view' } },
    schema: {
      tags: ['companies'],
      summary: 'Companies the caller may see',
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(CompanySummarySchema)) },
    },
    handler: async (request) => ok(await companies.list(requireUser(request), request.query)),
  });

  app.post('/companies', {
    config: { access: { page: 'customerManagement', key: 'add' } },
    schema: {
      tags: ['companies'],
      summary: 'Create a company (grade 0) or a customer company',
      body: CompanyCreateSchema,
      response: { 200: envelopeSchema(CompanySummarySchema) },
    },
    handler: async (request) => ok(await companies.create(requireUser(request), actorOf(request), request.body)),
  });

  app.get('/companies/:id', {
    config: { access: { page: 'customerManagement', key: 'view' } },
    schema: {
      tags: ['companies'],
      summary: 'One company',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(CompanySummarySchema) },
    },
    handler: async (request) => ok(await companies.get(requireUser(request), request.params.id)),
  });

  app.put('/companies/:id', {
    config: { access: { page: 'customerManagement', key: 'edit' } },
    schema: {
      tags: ['companies'],
      summary: 'Change a company',
      params: IdParamsSchema,
      body: CompanyUpdateSchema,
      response: { 200: envelopeSchema(CompanySummarySchema) },
    },
    handler: async (request) => ok(await companies.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/companies/:id', {
    config: { access: { page: 'customerManagement', key: 'delete' } },
    schema: {
      tags: ['companies'],
      summary: 'Delete an empty company',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await companies.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });
};
