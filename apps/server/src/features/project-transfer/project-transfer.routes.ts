import { IdParamsSchema, ProjectImportSchema, envelopeSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { ProjectTransferService } from './project-transfer.service.js';

export const projectTransferRoutes: FastifyPluginAsyncZod<{ transfer: ProjectTransferService }> = async (app, { transfer }) => {
  app.get('/projects/:id/export', {
    config: { access: { page: 'item_page', key: 'export' }, answers: 'file' },
    schema: { tags: ['projects'], summary: 'The whole configuration of a project as a file (no secrets)', params: IdParamsSchema },
    handler: async (request, reply) => {
      const file = await transfer.exportProject(requireUser(request), request.params.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="project-${request.params.id}.json"`)
        .send(JSON.stringify(file, null, 2));
    },
  });

  app.post('/projects/import', {
    config: { access: { page: 'item_page', key: 'import' } },
    // A large project (hundreds of devices, thousands of points) is several megabytes of JSON.
    bodyLimit: 20 * 1024 * 1024,
    schema: {
      tags: ['projects'],
      summary: 'Import a project file: a new project, or overwrite projectId; all or nothing',
      body: ProjectImportSchema,
      response: { 200: envelopeSchema(z.object({ projectId: z.number(), devices: z.number(), points: z.number(), views: z.number() })) },
    },
    handler: async (request) => ok(await transfer.importProject(requireUser(request), actorOf(request), request.body)),
  });
};
