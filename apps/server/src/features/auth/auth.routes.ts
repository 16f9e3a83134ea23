import { AuthOptionsSchema, LoginRequestSchema, LoginResponseSchema, envelopeSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/errors.js';
import { requireUser } from '../../plugins/access.js';
import type { AuthService } from './auth.service.js';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; passwordMinLength: number }> = async (
  app,
  { auth, passwordMinLength },
) => {
  app.post('/auth/login', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with user name and password',
      body: LoginRequestSchema,
      response: { 200: envelopeSchema(LoginResponseSchema) },
    },
    handler: async (request) => ok(await auth.login(request.body, request.ip)),
  });

  app.post('/auth/demo-login', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Sign in as the demo account (when seeded)',
      response: { 200: envelopeSchema(LoginResponseSchema) },
    },
    handler: async (request) => ok(await auth.demoLogin(request.ip)),
  });

  app.get('/auth/options', {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'What the login page offers', response: { 200: envelopeSchema(AuthOptionsSchema) } },
    handler: async () => ok({ demoLogin: await auth.demoAvailable(), passwordMinLength }),
  });

  app.post('/auth/logout', {
    config: { access: 'user' },
    schema: { tags: ['auth'], summary: 'Invalidate the current token', response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await auth.logout(requireUser(request), request.ip);
      return ok(null);
    },
  });
};
