import {
  ChargingRoomCreateSchema,
  ChargingRoomListQuerySchema,
  ChargingRoomSchema,
  ChargingRoomUpdateSchema,
  IdParamsSchema,
  envelopeSchema,
  pageSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { ChargingRoomsService } from './charging-rooms.service.js';

/** Charging rooms (spec §2 velvetRoomConfiguration): the page's keys, within the caller's project scope. */
export const chargingRoomsRoutes: FastifyPluginAsyncZod<{ rooms: ChargingRoomsService }> = async (app, { rooms }) => {
  const tags = ['charging-rooms'];

  app.get('/charging-rooms', {
    config: { access: { page: 'velvetRoomConfiguration', key: 'view' } },
    schema: {
      tags,
      summary: 'The charging rooms of the caller’s projects with their cabinets, capacity and tariff',
      querystring: ChargingRoomListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(ChargingRoomSchema)) },
    },
    handler: async (request) => ok(await rooms.list(requireUser(request), request.query)),
  });

  app.get('/charging-rooms/:id', {
    config: { access: { page: 'velvetRoomConfiguration', key: 'view' } },
    schema: { tags, summary: 'One charging room', params: IdParamsSchema, response: { 200: envelopeSchema(ChargingRoomSchema) } },
    handler: async (request) => ok(await rooms.get(requireUser(request), request.params.id)),
  });

  app.post('/charging-rooms', {
    config: { access: { page: 'velvetRoomConfiguration', key: 'add' } },
    schema: {
      tags,
      summary: 'Create a charging room of a project with its cabinets',
      body: ChargingRoomCreateSchema,
      response: { 200: envelopeSchema(ChargingRoomSchema) },
    },
    handler: async (request) => ok(await rooms.create(requireUser(request), actorOf(request), request.body)),
  });

  app.put('/charging-rooms/:id', {
    config: { access: { page: 'velvetRoomConfiguration', key: 'edit' } },
    schema: {
      tags,
      summary: 'Save a charging room: its fields, tariff and whole list of cabinets',
      params: IdParamsSchema,
      body: ChargingRoomUpdateSchema,
      response: { 200: envelopeSchema(ChargingRoomSchema) },
    },
    handler: async (request) => ok(await rooms.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/charging-rooms/:id', {
    config: { access: { page: 'velvetRoomConfiguration', key: 'delete' } },
    schema: {
      tags,
      summary: 'Delete a charging room (its cabinets stay devices of the project)',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await rooms.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });
};
