import { HistoryQuerySchema, IdParamsSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { HistoryService } from './history.service.js';

export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (app, { history }) => {
  app.get('/points/:id/history', {
    config: { access: { page: 'item_query', key: 'view' } },
    schema: {
      tags: ['history'],
      summary: "A point's stored values: raw, or buckets of 1m, 1h or 1d with min, max, avg and last (auto: raw when small)",
      params: IdParamsSchema,
      querystring: HistoryQuerySchema,
    },
    handler: async (request) => ok(await history.series(requireUser(request), request.params.id, request.query)),
  });
};
