import {
  IdParamsSchema,
  ManualPositionBodySchema,
  TrackPointSchema,
  TrackQuerySchema,
  TrackSchema,
  envelopeSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { GpsService } from './gps.service.js';

/** GPS tracks (spec §2 GPS track): a device's positions over a range, and a position set by hand. */
export const gpsRoutes: FastifyPluginAsyncZod<{ gps: GpsService }> = async (app, { gps }) => {
  const tags = ['gps'];

  app.get('/devices/:id/track', {
    config: { access: { page: 'gpsTrack', key: 'view' } },
    schema: {
      tags,
      summary: 'A device’s positions from `from` to `to` (at most 31 days), simplified to `tolerance` metres',
      params: IdParamsSchema,
      querystring: TrackQuerySchema,
      response: { 200: envelopeSchema(TrackSchema) },
    },
    handler: async (request) => ok(await gps.track(requireUser(request), request.params.id, request.query)),
  });

  app.post('/devices/:id/positions', {
    config: { access: { page: 'gpsTrack', key: 'edit' } },
    schema: {
      tags,
      summary: 'Set a device’s position by hand (kept in its history as `manual`)',
      params: IdParamsSchema,
      body: ManualPositionBodySchema,
      response: { 200: envelopeSchema(TrackPointSchema.extend({ deviceId: z.number().int() })) },
    },
    handler: async (request) => ok(await gps.setManual(requireUser(request), actorOf(request), request.params.id, request.body)),
  });
};
