import {
  IdParamsSchema,
  ListQuerySchema,
  UserUpdateSchema,
  envelopeSchema,
  pageSchema,
  resetPasswordSchema,
  userCreateSchema,
  UserSummarySchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import { xlsxHeaders } from '../../lib/xlsx.js';
import { USERS_TITLE, usersWorkbook } from './users.export.js';
import type { UsersService } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; passwordMinLength: number }> = async (
  app,
  { users, passwordMinLength },
) => {
  app.get('/users', {
    config: { access: { page: 'personnelManagement', key: 'view' } },
    schema: {
      tags: ['users'],
      summary: 'Users the caller manages',
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(UserSummarySchema)) },
    },
    handler: async (request) => ok(await users.list(requireUser(request), request.query)),
  });

  app.get('/users/options', {
    config: { access: { page: 'personnelManagement', key: 'view' } },
    schema: {
      tags: ['users'],
      summary: 'Roles and projects the user form may assign',
      querystring: z.object({ companyId: z.coerce.number().int().positive().optional() }),
      response: {
        200: envelopeSchema(
          z.object({
            roles: z.array(z.object({ id: z.number(), name: z.string(), companyId: z.number().nullable() })),
            projects: z.array(z.object({ id: z.number(), name: z.string(), companyId: z.number() })),
          }),
        ),
      },
    },
    handler: async (request) => ok(await users.options(requireUser(request), request.query.companyId)),
  });

  app.get('/users/export', {
    config: { access: { page: 'personnelManagement', key: 'export' }, answers: 'file' },
    schema: { tags: ['users'], summary: 'The user list as an Excel file', querystring: ListQuerySchema },
    handler: async (request, reply) => {
      const principal = requireUser(request);
      const rows = await users.all(principal, request.query);
      const zone = await app.companyZone(principal.companyId);
      const file = await usersWorkbook(rows, request.language, zone);
      return reply.headers(xlsxHeaders(USERS_TITLE[request.language], zone)).send(file);
    },
  });

  app.post('/users', {
    config: { access: { page: 'personnelManagement', key: 'add' } },
    schema: {
      tags: ['users'],
      summary: 'Create a user',
      body: userCreateSchema(passwordMinLength),
      response: { 200: envelopeSchema(UserSummarySchema) },
    },
    handler: async (request) => ok(await users.create(requireUser(request), actorOf(request), request.body)),
  });

  app.get('/users/:id', {
    config: { access: { page: 'personnelManagement', key: 'view' } },
    schema: { tags: ['users'], summary: 'One user', params: IdParamsSchema, response: { 200: envelopeSchema(UserSummarySchema) } },
    handler: async (request) => ok(await users.get(requireUser(request), request.params.id)),
  });

  app.put('/users/:id', {
    config: { access: { page: 'personnelManagement', key: 'edit' } },
    schema: {
      tags: ['users'],
      summary: 'Change a user (disable with { disabled: true })',
      params: IdParamsSchema,
      body: UserUpdateSchema,
      response: { 200: envelopeSchema(UserSummarySchema) },
    },
    handler: async (request) => ok(await users.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.post('/users/:id/reset-password', {
    config: { access: { page: 'personnelManagement', key: 'resetPassword' } },
    schema: {
      tags: ['users'],
      summary: 'Set a new password; the user’s sessions end',
      params: IdParamsSchema,
      body: resetPasswordSchema(passwordMinLength),
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await users.resetPassword(requireUser(request), actorOf(request), request.params.id, request.body.password);
      return ok(null);
    },
  });

  app.delete('/users/:id', {
    config: { access: { page: 'personnelManagement', key: 'delete' } },
    schema: { tags: ['users'], summary: 'Delete a user', params: IdParamsSchema, response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await users.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });
};
