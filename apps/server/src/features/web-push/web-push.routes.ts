import { envelopeSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { WebPushService } from './web-push.service.js';

/** A browser's PushSubscription as `toJSON()` gives it. */
const SubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .max(200),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .max(100),
  }),
});

/** Web Push (issue 40): the key a browser subscribes with, and each signed-in user's subscriptions. */
export const webPushRoutes: FastifyPluginAsyncZod<{ webPush: WebPushService }> = async (app, { webPush }) => {
  app.get('/push/public-key', {
    config: { access: 'user' },
    schema: {
      tags: ['push'],
      summary: "The server's VAPID public key (base64url), the applicationServerKey a browser subscribes with",
      response: { 200: envelopeSchema(z.object({ publicKey: z.string() })) },
    },
    handler: async () => ok({ publicKey: await webPush.publicKey() }),
  });

  app.post('/push/subscriptions', {
    config: { access: 'user' },
    schema: {
      tags: ['push'],
      summary: "Push the caller's new assignments to this browser (its PushSubscription)",
      body: SubscriptionSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await webPush.subscribe(requireUser(request).userId, request.body);
      return ok(null);
    },
  });

  app.delete('/push/subscriptions', {
    config: { access: 'user' },
    schema: {
      tags: ['push'],
      summary: 'Stop pushing to this browser',
      body: z.object({ endpoint: z.string().max(2000) }),
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await webPush.unsubscribe(requireUser(request).userId, request.body.endpoint);
      return ok(null);
    },
  });
};
