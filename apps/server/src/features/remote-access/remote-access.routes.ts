import {
  IdParamsSchema,
  RemoteDeviceSchema,
  RemoteSessionEndBodySchema,
  RemoteSessionListQuerySchema,
  RemoteSessionSchema,
  RemoteTargetBodySchema,
  RemoteTargetSchema,
  RemoteTicketQuerySchema,
  RemoteTicketSchema,
  envelopeSchema,
  pageSchema,
} from '@fieldlink/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { RemoteAccessService } from './remote-access.service.js';

const DeviceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});

/** The WebSocket address the browser opens, on the host it reached the API by. */
const wsBaseOf = (request: FastifyRequest) => `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}`;

/**
 * Remote HMI (spec §2 /noVnc, §7 GetNoVNCUrl, novncdeviceList). The ticket routes take no host or
 * port: the proxy's target is the device's stored address, never the client's word (a `host` or
 * `port` in the query is refused by the strict schema).
 */
export const remoteAccessRoutes: FastifyPluginAsyncZod<{ remote: RemoteAccessService }> = async (app, { remote }) => {
  const tags = ['remote-access'];

  app.get('/remote/devices', {
    config: { access: { page: 'noVnc', key: 'view' } },
    schema: {
      tags,
      summary: 'novncdeviceList: the devices of the caller’s projects, those with a remote HMI first',
      querystring: DeviceListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(RemoteDeviceSchema)) },
    },
    handler: async (request) => ok(await remote.devices(requireUser(request), request.query.page, request.query.pageSize)),
  });

  app.get('/devices/:id/remote-target', {
    config: { access: { page: 'noVnc', key: 'edit' } },
    schema: {
      tags,
      summary: 'A device’s VNC address (administrators); the password only as `hasPassword`',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(RemoteTargetSchema) },
    },
    handler: async (request) => ok(await remote.target(requireUser(request), request.params.id)),
  });

  app.put('/devices/:id/remote-target', {
    config: { access: { page: 'noVnc', key: 'edit' } },
    schema: {
      tags,
      summary: 'Set a device’s VNC address and password (administrators)',
      params: IdParamsSchema,
      body: RemoteTargetBodySchema,
      response: { 200: envelopeSchema(RemoteTargetSchema) },
    },
    handler: async (request) => ok(await remote.saveTarget(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  const issue = {
    config: { access: { page: 'noVnc', key: 'view' } },
    schema: {
      tags,
      summary: 'GetNoVNCUrl: a one-time ticket (30 s) and the WebSocket address of the device’s remote HMI',
      params: IdParamsSchema,
      querystring: RemoteTicketQuerySchema,
      response: { 200: envelopeSchema(RemoteTicketSchema) },
    },
  } as const;
  app.post('/devices/:id/remote-tickets', {
    ...issue,
    handler: async (request) =>
      ok(
        await remote.issueTicket(
          requireUser(request),
          actorOf(request),
          request.params.id,
          request.query.viewOnly ?? false,
          wsBaseOf(request),
        ),
      ),
  });
  app.get('/devices/:id/remote-url', {
    ...issue,
    handler: async (request) =>
      ok(
        await remote.issueTicket(
          requireUser(request),
          actorOf(request),
          request.params.id,
          request.query.viewOnly ?? false,
          wsBaseOf(request),
        ),
      ),
  });

  app.get('/remote-sessions', {
    config: { access: { page: 'noVnc', key: 'delete' } },
    schema: {
      tags,
      summary: 'Remote sessions of the caller’s scope, newest first (the audit of remote access)',
      querystring: RemoteSessionListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(RemoteSessionSchema)) },
    },
    handler: async (request) => ok(await remote.sessions(requireUser(request), request.query)),
  });

  app.post('/remote-sessions/end', {
    config: { access: { page: 'noVnc', key: 'delete' } },
    schema: {
      tags,
      summary: 'End a remote session now (or void its unused ticket)',
      body: RemoteSessionEndBodySchema,
      response: { 200: envelopeSchema(RemoteSessionSchema) },
    },
    handler: async (request) => ok(await remote.end(requireUser(request), actorOf(request), request.body.sessionId)),
  });

  // The relay. Public: the one-time ticket is the credential (a browser WebSocket carries no header).
  app.get('/remote/ws', { websocket: true, config: { access: 'public' }, schema: { hide: true } }, (socket: WebSocket, request) => {
    const ticket = (request.query as { ticket?: unknown }).ticket;
    void remote.open(socket, typeof ticket === 'string' ? ticket : '', request.ip);
  });
};
