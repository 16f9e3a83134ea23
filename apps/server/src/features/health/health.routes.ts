import { envelopeSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageBus } from '../../broker/message-bus.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { Lifecycle } from './lifecycle.js';

const HealthSchema = z.object({
  db: z.enum(['ok', 'error']),
  /** `degraded`: an external broker is away and the server reconnects by itself (`mqttReason` says why). */
  mqtt: z.enum(['ok', 'degraded', 'error']),
  mqttReason: z.string().optional(),
});
const LiveSchema = z.object({ live: z.literal(true), uptimeSeconds: z.number() });
const ReadySchema = HealthSchema.extend({ draining: z.boolean() });

/**
 * `/health`: the database and the broker answer (docs/API.md); 200 while an external broker is
 * away and being reconnected (`mqtt: degraded` with the reason: the web app and the API work,
 * ingest resumes by itself), 503 when the database or the broker is down for good. For a load balancer or an
 * orchestrator: `/health/live` (the process answers at all: restart it when not) and
 * `/health/ready` (send it traffic: database and broker up and not draining for a stop).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; bus: MessageBus; lifecycle: Lifecycle }> = async (
  app,
  { database, bus, lifecycle },
) => {
  app.get('/health/live', {
    config: { access: 'public' },
    schema: { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: envelopeSchema(LiveSchema) } },
    handler: async () => ({
      code: 200,
      message: 'ok',
      data: { live: true as const, uptimeSeconds: Math.round((Date.now() - lifecycle.startedAt) / 1000) },
    }),
  });

  app.get('/health/ready', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: 'Readiness: database and broker up, not draining (503 otherwise)',
      response: { 200: envelopeSchema(ReadySchema), 503: z.unknown() },
    },
    handler: async (request, reply) => {
      const db = await database.ping().then(
        () => 'ok' as const,
        () => 'error' as const,
      );
      const broker = bus.health();
      const mqtt = broker.state;
      const data = { db, mqtt, ...(broker.reason ? { mqttReason: broker.reason } : {}), draining: lifecycle.draining };
      if (db === 'ok' && mqtt === 'ok' && !lifecycle.draining) return { code: 200, message: 'ok', data };
      return reply
        .status(503)
        .send({ code: 503, message: request.t('SERVICE_UNAVAILABLE'), data: { error: 'SERVICE_UNAVAILABLE', ...data } });
    },
  });

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
      const broker = bus.health();
      const mqtt = broker.state;
      const data = { db, mqtt, ...(broker.reason ? { mqttReason: broker.reason } : {}) };
      if (db === 'ok' && mqtt !== 'error') return { code: 200, message: 'ok', data };
      return reply
        .status(503)
        .send({ code: 503, message: request.t('SERVICE_UNAVAILABLE'), data: { error: 'SERVICE_UNAVAILABLE', ...data } });
    },
  });
};
