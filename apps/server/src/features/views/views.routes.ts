import {
  envelopeSchema,
  IdParamsSchema,
  ViewCreateSchema,
  ViewDetailSchema,
  ViewFileSchema,
  ViewSummarySchema,
  ViewUpdateSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { contentDisposition } from '../../lib/xlsx.js';
import { readerOf, requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { ViewsService } from './views.service.js';

/** A scene of up to 2,000 elements is larger than the default 1 MB body. */
const SCENE_BODY_LIMIT = 8 * 1024 * 1024;

const ImportQuerySchema = z.object({
  /** A view of the project whose scene the file replaces (the editor warns first). */
  overwrite: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/**
 * SCADA views (GraphConfig list, create, edit, delete, export, upload_view_file, SetMainGraph).
 * Reads follow the project page (`item_query` view, on every shell's whitelist) and the caller's
 * project scope; changes need the view designer's (`shape`) keys.
 */
export const viewsRoutes: FastifyPluginAsyncZod<{ views: ViewsService }> = async (app, { views }) => {
  const tags = ['views'];

  app.get('/projects/:id/views', {
    config: { access: { page: 'item_query', key: 'view' } },
    schema: {
      tags,
      summary: "A project's views, the main ones first, then by name (GraphConfig list)",
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.array(ViewSummarySchema)) },
    },
    handler: async (request) => ok(await views.list(requireUser(request), request.params.id)),
  });

  app.get('/views/:id', {
    config: { access: { page: 'item_query', key: 'view', share: 'view' } },
    schema: {
      tags,
      summary: 'One view with its scene (also for a share token holding it)',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(ViewDetailSchema) },
    },
    handler: async (request) => ok(await views.get(readerOf(request), request.params.id)),
  });

  app.post('/views', {
    bodyLimit: SCENE_BODY_LIMIT,
    config: { access: { page: 'shape', key: 'add' } },
    schema: {
      tags,
      summary: 'Create a view (an empty canvas of the platform when no scene is given)',
      body: ViewCreateSchema,
      response: { 200: envelopeSchema(ViewDetailSchema) },
    },
    handler: async (request) => ok(await views.create(requireUser(request), actorOf(request), request.body)),
  });

  app.put('/views/:id', {
    bodyLimit: SCENE_BODY_LIMIT,
    config: { access: { page: 'shape', key: 'edit' } },
    schema: {
      tags,
      summary: 'Save a view: `version` is the version loaded; 409 (error.viewVersionConflict) when it was saved since',
      params: IdParamsSchema,
      body: ViewUpdateSchema,
      response: { 200: envelopeSchema(ViewDetailSchema) },
    },
    handler: async (request) => ok(await views.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/views/:id', {
    config: { access: { page: 'shape', key: 'delete' } },
    schema: {
      tags,
      summary: 'Delete a view (a deleted main view leaves the project without one)',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await views.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });

  app.post('/views/:id/main', {
    config: { access: { page: 'shape', key: 'edit' } },
    schema: {
      tags,
      summary: "Make a view its project's main view for its platform (SetMainGraph; never a popup)",
      params: IdParamsSchema,
      response: { 200: envelopeSchema(ViewDetailSchema) },
    },
    handler: async (request) => ok(await views.setMain(requireUser(request), actorOf(request), request.params.id)),
  });

  app.get('/views/:id/export', {
    config: { access: { page: 'shape', key: 'export' }, answers: 'file' },
    schema: { tags, summary: 'The view file (JSON, with the names of its bound devices and points)', params: IdParamsSchema },
    handler: async (request, reply) => {
      const file = await views.exportFile(requireUser(request), request.params.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', contentDisposition(`${file.view.name}.view.json`))
        .send(JSON.stringify(file));
    },
  });

  app.post('/projects/:id/views/import', {
    bodyLimit: SCENE_BODY_LIMIT,
    config: { access: { page: 'shape', key: 'import' } },
    schema: {
      tags,
      summary:
        'Import a view file (upload_view_file): a new view, or over `overwrite`; bindings found again by device and point name, the rest dropped and counted (`unresolved`)',
      params: IdParamsSchema,
      querystring: ImportQuerySchema,
      body: ViewFileSchema,
      response: { 200: envelopeSchema(z.object({ view: ViewDetailSchema, unresolved: z.number() })) },
    },
    handler: async (request) =>
      ok(await views.importFile(requireUser(request), actorOf(request), request.params.id, request.body, request.query.overwrite)),
  });
};
