import { envelopeSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { NoticesRepository } from './notices.repository.js';

export const noticesRoutes: FastifyPluginAsyncZod<{ repo: NoticesRepository }> = async (app, { repo }) => {
  app.get('/notices/unread-count', {
    config: { access: 'user' },
    schema: {
      tags: ['notices'],
      summary: 'Unread notices of the signed-in user (the bell)',
      response: { 200: envelopeSchema(z.object({ count: z.number() })) },
    },
    handler: async (request) => {
      const user = requireUser(request);
      return ok({ count: await repo.unreadCount(user.userId, user.companyId) });
    },
  });
};
