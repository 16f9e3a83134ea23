import { IdParamsSchema, PointCreateSchema, PointSummarySchema, PointUpdateSchema, envelopeSchema, pageSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { PointsService } from './points.service.js';

export const pointsRoutes: FastifyPluginAsyncZod<{ points: PointsService }> = async (app, { points }) => {
  app.get('/devices/:id/points', {
    config: { access: { page: 'item_query', key: 'view' } },
    schema: {
      tags: ['points'],
      summary: 'The data points of a device',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(pageSchema(PointSummarySchema)) },
    },
    handler: async (request) => ok(await points.list(requireUser(request), request.params.id)),
  });

  app.post('/devices/:id/points', {
    config: { access: { page: 'deviceConfigration', key: 'add' } },
    schema: {
      tags: ['points'],
      summary: 'Add a data point',
      params: IdParamsSchema,
      body: PointCreateSchema,
      response: { 200: envelopeSchema(PointSummarySchema) },
    },
    handler: async (request) => ok(await points.create(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.post('/devices/:id/points/delete', {
    config: { access: { page: 'deviceConfigration', key: 'delete' } },
    schema: {
      tags: ['points'],
      summary: 'Delete several points of a device',
      params: IdParamsSchema,
      body: z.object({ ids: z.array(z.number().int().positive()).min(1, { message: 'validation.selectOne' }).max(5000) }),
      response: { 200: envelopeSchema(z.object({ deleted: z.number() })) },
    },
    handler: async (request) => ok(await points.removeMany(requireUser(request), actorOf(request), request.params.id, request.body.ids)),
  });

  app.put('/points/:id', {
    config: { access: { page: 'deviceConfigration', key: 'edit' } },
    schema: {
      tags: ['points'],
      summary: 'Change a data point (the result must pass every rule)',
      params: IdParamsSchema,
      body: PointUpdateSchema,
      response: { 200: envelopeSchema(PointSummarySchema) },
    },
    handler: async (request) => ok(await points.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/points/:id', {
    config: { access: { page: 'deviceConfigration', key: 'delete' } },
    schema: { tags: ['points'], summary: 'Delete a data point', params: IdParamsSchema, response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await points.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });
};
