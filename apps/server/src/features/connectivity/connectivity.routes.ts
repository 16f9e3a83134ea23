import {
  CommandOutcomeSchema,
  envelopeSchema,
  HourlyOutputQuerySchema,
  IdParamsSchema,
  LiveValueSchema,
  StatusEventsQuerySchema,
  WriteValueSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { readerOf, requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { ConnectivityService } from './connectivity.service.js';

const view = { page: 'item_query', key: 'view' } as const;

const StatusEventSchema = z.object({ status: z.enum(['online', 'comm_failure', 'offline']), reason: z.string().nullable(), at: z.date() });
const CommandRowSchema = z.object({
  id: z.string(),
  type: z.string(),
  pointId: z.number().nullable(),
  pointName: z.string().nullable(),
  payload: z.unknown(),
  status: z.enum(['pending', 'ok', 'error', 'timeout']),
  error: z.string().nullable(),
  createdAt: z.date(),
  finishedAt: z.date().nullable(),
  createdBy: z.string().nullable(),
});
const HourlyOutputSchema = z.object({ hour: z.number(), value: z.number().nullable() });

export const connectivityRoutes: FastifyPluginAsyncZod<{ connectivity: ConnectivityService }> = async (app, { connectivity }) => {
  app.get('/devices/:id/live', {
    config: { access: { ...view, share: 'device' } },
    schema: {
      tags: ['live'],
      summary: "A device's points with their newest values (scaled, formatted)",
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.array(LiveValueSchema)) },
    },
    handler: async (request) => ok(await connectivity.live(readerOf(request), request.params.id)),
  });

  app.put('/points/:id/value', {
    config: { access: { page: 'item_query', key: 'setValue' } },
    schema: {
      tags: ['live'],
      summary: "Write a point's value to its device; answers the device's ack, or a timeout after 10 s",
      params: IdParamsSchema,
      body: WriteValueSchema,
      response: { 200: envelopeSchema(CommandOutcomeSchema) },
    },
    handler: async (request) =>
      ok(await connectivity.writeValue(requireUser(request), actorOf(request), request.params.id, request.body.value)),
  });

  app.get('/devices/:id/status-events', {
    config: { access: view },
    schema: {
      tags: ['live'],
      summary: "A device's state changes, newest first",
      params: IdParamsSchema,
      querystring: StatusEventsQuerySchema,
      response: { 200: envelopeSchema(z.array(StatusEventSchema)) },
    },
    handler: async (request) =>
      ok(await connectivity.statusEvents(requireUser(request), request.params.id, request.query.from, request.query.to)),
  });

  app.get('/devices/:id/commands', {
    config: { access: view },
    schema: {
      tags: ['live'],
      summary: 'The last 50 commands sent to a device and how each ended',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.array(CommandRowSchema)) },
    },
    handler: async (request) => ok(await connectivity.commands(requireUser(request), request.params.id)),
  });

  app.get('/devices/:id/hourly-output', {
    config: { access: view },
    schema: {
      tags: ['live'],
      summary: 'Per hour of one day, how much a counter point rose',
      params: IdParamsSchema,
      querystring: HourlyOutputQuerySchema,
      response: { 200: envelopeSchema(z.array(HourlyOutputSchema)) },
    },
    handler: async (request) => ok(await connectivity.hourlyOutput(requireUser(request), request.params.id, request.query)),
  });

  app.get('/ingest/stats', {
    config: { access: 'superuser' },
    schema: {
      tags: ['live'],
      summary: 'Ingest counters: messages, values, malformed, quarantined, batches',
      response: { 200: envelopeSchema(z.record(z.string(), z.number())) },
    },
    handler: async () => ok(connectivity.ingestStats()),
  });
};
