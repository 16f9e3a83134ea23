import { IdParamsSchema, RegionCreateSchema, RegionUpdateSchema, envelopeSchema, RegionSummarySchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { RegionsService } from './regions.service.js';

export const regionsRoutes: FastifyPluginAsyncZod<{ regions: RegionsService }> = async (app, { regions }) => {
  app.get('/regions', {
    config: { access: { page: 'regionManagement', key: 'view' } },
    schema: {
      tags: ['regions'],
      summary: 'The region tree, as a flat list with parentId',
      response: { 200: envelopeSchema(z.array(RegionSummarySchema)) },
    },
    handler: async (request) => ok(await regions.list(requireUser(request))),
  });

  app.post('/regions', {
    config: { access: { page: 'regionManagement', key: 'add' } },
    schema: {
      tags: ['regions'],
      summary: 'Add a region',
      body: RegionCreateSchema,
      response: { 200: envelopeSchema(RegionSummarySchema) },
    },
    handler: async (request) => ok(await regions.create(requireUser(request), actorOf(request), request.body)),
  });

  app.put('/regions/:id', {
    config: { access: { page: 'regionManagement', key: 'edit' } },
    schema: {
      tags: ['regions'],
      summary: 'Rename or move a region',
      params: IdParamsSchema,
      body: RegionUpdateSchema,
      response: { 200: envelopeSchema(RegionSummarySchema) },
    },
    handler: async (request) => ok(await regions.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/regions/:id', {
    config: { access: { page: 'regionManagement', key: 'delete' } },
    schema: {
      tags: ['regions'],
      summary: 'Delete a region and the regions under it',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await regions.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });
};
