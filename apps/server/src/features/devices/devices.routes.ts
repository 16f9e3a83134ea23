import {
  DeviceCreateSchema,
  DeviceSummarySchema,
  DeviceTypeCreateSchema,
  DeviceTypeSummarySchema,
  DeviceUpdateSchema,
  IdParamsSchema,
  envelopeSchema,
  instantQuerySchema,
  pageSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { xlsxHeaders } from '../../lib/xlsx.js';
import { xlsxStream } from '../../lib/xlsx-stream.js';
import { readerOf, requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { DevicesService } from './devices.service.js';

const DeviceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  projectId: z.coerce.number().int().positive().optional(),
  keyword: z.string().trim().max(64).optional(),
  status: z.enum(['online', 'comm_failure', 'offline']).optional(),
  deviceTypeId: z.coerce.number().int().positive().optional(),
  /** Devices whose project is in this group (or, as before, whose own group id it is). */
  groupId: z.coerce.number().int().positive().optional(),
  /** Devices whose project sits on this tree node or below it (or whose own tree id it is). */
  treeId: z.coerce.number().int().positive().optional(),
  number: z.string().trim().max(32).optional(),
  from: instantQuerySchema().optional(),
  to: instantQuerySchema().optional(),
});

const CopySchema = DeviceCreateSchema.pick({ name: true, boxId: true, boxPassword: true });

export const devicesRoutes: FastifyPluginAsyncZod<{ devices: DevicesService }> = async (app, { devices }) => {
  app.get('/devices', {
    config: { access: { page: 'item_query', key: 'view' } },
    schema: {
      tags: ['devices'],
      summary: 'Devices the caller may see, with the device-list filters',
      querystring: DeviceListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(DeviceSummarySchema)) },
    },
    handler: async (request) => ok(await devices.list(requireUser(request), request.query)),
  });

  app.get('/devices/export', {
    config: { access: { page: 'deviceList', key: 'export' }, answers: 'file' },
    schema: {
      tags: ['devices'],
      summary: 'The device list with its filters as a streamed Excel file (headers in the request language, formula-like cells escaped)',
      querystring: DeviceListQuerySchema.omit({ page: true, pageSize: true }),
    },
    handler: async (request, reply) => {
      const principal = requireUser(request);
      const { sheet, headers, rows } = await devices.exportList(principal, request.query, request.language);
      // Named by what it holds, in the reader's language, and the company's day ("设备列表 2026-11-25.xlsx").
      const zone = await app.companyZone(principal.companyId);
      return reply
        .headers(xlsxHeaders(sheet, zone))
        .send(xlsxStream(sheet, headers, rows, (error) => request.log.error({ err: error.message }, 'device export failed')));
    },
  });

  app.post('/devices', {
    config: { access: { page: 'deviceConfigration', key: 'add' } },
    schema: {
      tags: ['devices'],
      summary: 'Add a device (box) to a project',
      body: DeviceCreateSchema,
      response: { 200: envelopeSchema(DeviceSummarySchema) },
    },
    handler: async (request) => ok(await devices.create(requireUser(request), actorOf(request), request.body)),
  });

  app.get('/devices/:id', {
    config: { access: { page: 'item_query', key: 'view', share: 'device' } },
    schema: {
      tags: ['devices'],
      summary: 'One device (never its secrets)',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(DeviceSummarySchema) },
    },
    handler: async (request) => ok(await devices.get(readerOf(request), request.params.id)),
  });

  app.put('/devices/:id', {
    config: { access: { page: 'deviceConfigration', key: 'edit' } },
    schema: {
      tags: ['devices'],
      summary: 'Change a device; a secret left out stays as it is',
      params: IdParamsSchema,
      body: DeviceUpdateSchema,
      response: { 200: envelopeSchema(DeviceSummarySchema) },
    },
    handler: async (request) => ok(await devices.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/devices/:id', {
    config: { access: { page: 'deviceConfigration', key: 'delete' } },
    schema: {
      tags: ['devices'],
      summary: 'Delete a device and its points',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await devices.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });

  app.post('/devices/:id/copy', {
    config: { access: { page: 'deviceConfigration', key: 'add' } },
    schema: {
      tags: ['devices'],
      summary: 'Copy a device with its points onto another box',
      params: IdParamsSchema,
      body: CopySchema,
      response: { 200: envelopeSchema(DeviceSummarySchema) },
    },
    handler: async (request) => ok(await devices.copy(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.get('/device-types', {
    config: { access: { page: 'templateConfiguration', key: 'view' } },
    schema: {
      tags: ['devices'],
      summary: 'Device types of the caller’s company',
      response: { 200: envelopeSchema(z.array(DeviceTypeSummarySchema)) },
    },
    handler: async (request) => ok(await devices.listTypes(requireUser(request))),
  });

  app.post('/device-types', {
    config: { access: { page: 'templateConfiguration', key: 'add' } },
    schema: {
      tags: ['devices'],
      summary: 'Add a device type',
      body: DeviceTypeCreateSchema.extend({ companyId: z.number().int().positive().nullish() }),
      response: { 200: envelopeSchema(DeviceTypeSummarySchema) },
    },
    handler: async (request) => ok(await devices.createType(requireUser(request), actorOf(request), request.body)),
  });

  app.put('/device-types/:id', {
    config: { access: { page: 'templateConfiguration', key: 'edit' } },
    schema: {
      tags: ['devices'],
      summary: 'Change a device type',
      params: IdParamsSchema,
      body: DeviceTypeCreateSchema.partial(),
      response: { 200: envelopeSchema(DeviceTypeSummarySchema) },
    },
    handler: async (request) => ok(await devices.updateType(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/device-types/:id', {
    config: { access: { page: 'templateConfiguration', key: 'delete' } },
    schema: { tags: ['devices'], summary: 'Delete a device type', params: IdParamsSchema, response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await devices.removeType(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });
};
