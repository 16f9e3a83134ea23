import { envelopeSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { WechatService } from './wechat.service.js';

const Bound = z.object({ bound: z.boolean() });

export const wechatRoutes: FastifyPluginAsyncZod<{ wechat: WechatService }> = async (app, { wechat }) => {
  app.get('/wechat/status', {
    config: { access: 'user' },
    schema: {
      tags: ['wechat'],
      summary: 'Whether WeChat is configured and bound',
      response: { 200: envelopeSchema(z.object({ configured: z.boolean(), bound: z.boolean() })) },
    },
    handler: async (request) => ok(await wechat.status(requireUser(request))),
  });

  app.get('/wechat/authorize-url', {
    config: { access: 'user' },
    schema: {
      tags: ['wechat'],
      summary: 'Where to send the user to authorise',
      querystring: z.object({ redirect: z.url().max(500) }),
      response: { 200: envelopeSchema(z.object({ url: z.string() })) },
    },
    handler: async (request) => ok(wechat.authorizeUrl(requireUser(request), request.query.redirect)),
  });

  app.post('/wechat/bind', {
    config: { access: 'user' },
    schema: {
      tags: ['wechat'],
      summary: 'Bind with the code WeChat returned',
      body: z.object({ code: z.string().trim().min(1).max(256) }),
      response: { 200: envelopeSchema(Bound) },
    },
    handler: async (request) => ok(await wechat.bind(requireUser(request), actorOf(request), request.body.code)),
  });

  app.post('/wechat/unbind', {
    config: { access: 'user' },
    schema: { tags: ['wechat'], summary: 'Unbind WeChat', response: { 200: envelopeSchema(Bound) } },
    handler: async (request) => ok(await wechat.unbind(requireUser(request), actorOf(request))),
  });
};
