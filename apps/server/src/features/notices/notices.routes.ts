import { IdParamsSchema, NoticeCreateSchema, NoticeSchema, PageQuerySchema, envelopeSchema, pageSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { NoticesService } from './notices.service.js';

export const noticesRoutes: FastifyPluginAsyncZod<{ notices: NoticesService }> = async (app, { notices }) => {
  app.get('/notices/unread-count', {
    config: { access: 'user' },
    schema: {
      tags: ['notices'],
      summary: 'Unread notices of the signed-in user (the bell)',
      response: { 200: envelopeSchema(z.object({ count: z.number() })) },
    },
    handler: async (request) => ok({ count: await notices.unreadCount(requireUser(request)) }),
  });

  app.get('/notices', {
    config: { access: 'user' },
    schema: {
      tags: ['notices'],
      summary: 'Notices addressed to the user, newest first, with read state',
      querystring: PageQuerySchema,
      response: { 200: envelopeSchema(pageSchema(NoticeSchema)) },
    },
    handler: async (request) => ok(await notices.list(requireUser(request), request.query)),
  });

  app.get('/notices/system-message', {
    config: { access: 'user' },
    schema: {
      tags: ['notices'],
      summary: 'The newest unread system message, or null',
      response: { 200: envelopeSchema(NoticeSchema.nullable()) },
    },
    handler: async (request) => ok(await notices.systemMessage(requireUser(request))),
  });

  app.post('/notices/read-all', {
    config: { access: 'user' },
    schema: { tags: ['notices'], summary: 'Mark every notice read', response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await notices.readAll(requireUser(request));
      return ok(null);
    },
  });

  app.get('/notices/:id', {
    config: { access: 'user' },
    schema: {
      tags: ['notices'],
      summary: 'One notice; opening it marks it read',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(NoticeSchema) },
    },
    handler: async (request) => ok(await notices.open(requireUser(request), request.params.id)),
  });

  app.post('/notices', {
    config: { access: { page: 'notice_user_page', key: 'add' } },
    schema: { tags: ['notices'], summary: 'Publish a notice', body: NoticeCreateSchema, response: { 200: envelopeSchema(NoticeSchema) } },
    handler: async (request) => ok(await notices.publish(requireUser(request), actorOf(request), request.body)),
  });

  app.delete('/notices/:id', {
    config: { access: { page: 'notice_user_page', key: 'delete' } },
    schema: { tags: ['notices'], summary: 'Withdraw a notice', params: IdParamsSchema, response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await notices.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });
};
