import { OverviewSchema, envelopeSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { OverviewService } from './overview.service.js';

/** The home page's fleet overview (page home, which every signed-in user may open). */
export const overviewRoutes: FastifyPluginAsyncZod<{ overview: OverviewService }> = async (app, { overview }) => {
  app.get('/overview', {
    config: { access: { page: 'home', key: 'view' } },
    schema: {
      tags: ['overview'],
      summary:
        "The caller's fleet in their scope: devices per state, open alarms per level and the latest alarms (null without alarm_records view), work orders per status and the latest, projects for the map, today's output per counter point",
      response: { 200: envelopeSchema(OverviewSchema) },
    },
    handler: async (request) => ok(await overview.overview(requireUser(request))),
  });
};
