import {
  CollectionTaskBodySchema,
  CollectionTaskListQuerySchema,
  CollectionTaskSchema,
  envelopeSchema,
  IdParamsSchema,
  pageSchema,
} from '@fieldlink/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { CollectionService } from './collection.service.js';

/** Historical collection tasks (spec §7 hisdataconfig list/add/edit/delete) on the data collection page. */
export const collectionRoutes: FastifyPluginAsyncZod<{ collection: CollectionService }> = async (app, { collection }) => {
  const tags = ['collection-tasks'];

  app.get('/collection-tasks', {
    config: { access: { page: 'configure_history_data', key: 'view' } },
    schema: {
      tags,
      summary: 'Collection tasks the caller may see (hisdataconfig list); deviceId narrows',
      querystring: CollectionTaskListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(CollectionTaskSchema)) },
    },
    handler: async (request) => ok(await collection.list(requireUser(request), request.query)),
  });

  app.post('/collection-tasks', {
    config: { access: { page: 'configure_history_data', key: 'add' } },
    schema: {
      tags,
      summary: 'Add a periodic or conditional collection task (interval ≥ 2 s)',
      body: CollectionTaskBodySchema,
      response: { 200: envelopeSchema(CollectionTaskSchema) },
    },
    handler: async (request) => ok(await collection.create(requireUser(request), actorOf(request), request.body)),
  });

  app.get('/collection-tasks/:id', {
    config: { access: { page: 'configure_history_data', key: 'view' } },
    schema: { tags, summary: 'One collection task', params: IdParamsSchema, response: { 200: envelopeSchema(CollectionTaskSchema) } },
    handler: async (request) => ok(await collection.get(requireUser(request), request.params.id)),
  });

  app.put('/collection-tasks/:id', {
    config: { access: { page: 'configure_history_data', key: 'edit' } },
    schema: {
      tags,
      summary: 'Edit a collection task; ingest follows at once',
      params: IdParamsSchema,
      body: CollectionTaskBodySchema,
      response: { 200: envelopeSchema(CollectionTaskSchema) },
    },
    handler: async (request) => ok(await collection.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/collection-tasks/:id', {
    config: { access: { page: 'configure_history_data', key: 'delete' } },
    schema: {
      tags,
      summary: 'Delete a collection task (its points go back to storing every sample)',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await collection.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });
};
