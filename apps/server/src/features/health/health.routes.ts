import { envelopeSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageBus } from '../../broker/message-bus.js';
import type { DatabaseHandle } from '../../db/client.js';

const HealthSchema = z.object({ db: z.enum(['ok', 'error']), mqtt: z.enum(['ok', 'error']) });

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; bus: MessageBus }> = async (app, { database, bus }) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: 'Database and MQTT reachability',
      response: { 200: envelopeSchema(HealthSchema), 503: z.unknown() },
    },
    handler: async (request, reply) => {
      const db = await database.ping().then(
        () => 'ok' as const,
        (error: Error) => {
          request.log.warn({ err: error.message }, 'health: database unreachable');
          return 'error' as const;
        },
      );
      const mqtt = bus.healthy() ? ('ok' as const) : ('error' as const);
      if (db === 'ok' && mqtt === 'ok') return { code: 200, message: 'ok', data: { db, mqtt } };
      return reply
        .status(503)
        .send({ code: 503, message: request.t('SERVICE_UNAVAILABLE'), data: { error: 'SERVICE_UNAVAILABLE', db, mqtt } });
    },
  });
};
