import { AuthOptionsSchema, LoginPublicKeySchema, LoginRequestSchema, LoginResponseSchema, envelopeSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/errors.js';
import { requireUser } from '../../plugins/access.js';
import type { AuthService } from './auth.service.js';
import type { LoginKeys } from './login-keys.js';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; loginKeys: LoginKeys; passwordMinLength: number }> = async (
  app,
  { auth, loginKeys, passwordMinLength },
) => {
  app.post('/auth/login', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with user name and password',
      description:
        'With `isEncrypt: true` and `keyId`, `password` is the base64 RSA-OAEP (SHA-256) ciphertext of the UTF-8 password under that ' +
        'login key (`GET /auth/public-key`; spec §7 `GET login` with `isEncrypt`). A ciphertext that does not decrypt is a wrong password.',
      body: LoginRequestSchema,
      response: { 200: envelopeSchema(LoginResponseSchema) },
    },
    handler: async (request) => ok(await auth.login(request.body, request.ip)),
  });

  app.get('/auth/public-key', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'The login key for an encrypted password (spec §7 get_public_key); it rotates daily',
      response: { 200: envelopeSchema(LoginPublicKeySchema) },
    },
    handler: async () => ok(await loginKeys.current()),
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
