import { ProfileSchema, envelopeSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { AccountService } from './account.service.js';

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.get('/account/profile', {
    config: { access: 'user' },
    schema: {
      tags: ['account'],
      summary: "The signed-in user's profile, pages and permissions",
      querystring: z.object({ shell: z.enum(['desktop', 'mobile']).default('desktop') }),
      response: { 200: envelopeSchema(ProfileSchema) },
    },
    handler: async (request) => ok(await account.profile(requireUser(request), request.query.shell)),
  });
};
