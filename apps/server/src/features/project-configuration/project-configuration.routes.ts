import { IdParamsSchema, ProjectConfigurationSchema, envelopeSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { ProjectConfigurationService } from './project-configuration.service.js';

/** The project configuration hub: the configure_page view key, within the caller's project scope. */
export const projectConfigurationRoutes: FastifyPluginAsyncZod<{ configuration: ProjectConfigurationService }> = async (
  app,
  { configuration },
) => {
  app.get('/projects/:id/configuration', {
    config: { access: { page: 'configure_page', key: 'view' } },
    schema: {
      tags: ['projects'],
      summary: 'What is configured for one project: devices with their point counts and a count per feature',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(ProjectConfigurationSchema) },
    },
    handler: async (request) => ok(await configuration.of(requireUser(request), request.params.id)),
  });
};
