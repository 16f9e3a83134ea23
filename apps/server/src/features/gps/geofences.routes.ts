import { GeofenceBodySchema, GeofenceSchema, IdParamsSchema, envelopeSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { GeofencesService } from './geofences.service.js';

/** Geofences (spec §2 GPS track): a device's circles and polygons; crossing one raises an alarm. */
export const geofencesRoutes: FastifyPluginAsyncZod<{ geofences: GeofencesService }> = async (app, { geofences }) => {
  const tags = ['gps'];

  app.get('/devices/:id/geofences', {
    config: { access: { page: 'gpsTrack', key: 'view' } },
    schema: { tags, summary: 'A device’s geofences', params: IdParamsSchema, response: { 200: envelopeSchema(z.array(GeofenceSchema)) } },
    handler: async (request) => ok(await geofences.list(requireUser(request), request.params.id)),
  });

  app.post('/devices/:id/geofences', {
    config: { access: { page: 'gpsTrack', key: 'edit' } },
    schema: {
      tags,
      summary: 'Add a geofence (a circle: centre and radius; a polygon: 3 to 100 corners) to a device',
      params: IdParamsSchema,
      body: GeofenceBodySchema,
      response: { 200: envelopeSchema(GeofenceSchema) },
    },
    handler: async (request) => ok(await geofences.create(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.put('/geofences/:id', {
    config: { access: { page: 'gpsTrack', key: 'edit' } },
    schema: {
      tags,
      summary: 'Change a geofence (its open alarm clears; the next position judges it again)',
      params: IdParamsSchema,
      body: GeofenceBodySchema,
      response: { 200: envelopeSchema(GeofenceSchema) },
    },
    handler: async (request) => ok(await geofences.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/geofences/:id', {
    config: { access: { page: 'gpsTrack', key: 'edit' } },
    schema: {
      tags,
      summary: 'Delete a geofence (its open alarm clears)',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await geofences.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });
};
