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
    },
    handler: async (request) =>
      ok(await connectivity.statusEvents(requireUser(request), request.params.id, request.query.from, request.query.to)),
  });

  app.get('/devices/:id/commands', {
    config: { access: view },
    schema: { tags: ['live'], summary: 'The last 50 commands sent to a device and how each ended', params: IdParamsSchema },
    handler: async (request) => ok(await connectivity.commands(requireUser(request), request.params.id)),
  });

  app.get('/devices/:id/hourly-output', {
    config: { access: view },
    schema: {
      tags: ['live'],
      summary: 'Per hour of one day, how much a counter point rose',
      params: IdParamsSchema,
      querystring: HourlyOutputQuerySchema,
    },
    handler: async (request) => ok(await connectivity.hourlyOutput(requireUser(request), request.params.id, request.query)),
  });

  app.get('/ingest/stats', {
    config: { access: 'superuser' },
    schema: { tags: ['live'], summary: 'Ingest counters: messages, values, malformed, quarantined, batches' },
    handler: async () => ok(connectivity.ingestStats()),
  });
};
