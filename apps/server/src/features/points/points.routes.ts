import {
  DEVICE_PROTOCOLS,
  IdParamsSchema,
  PointCreateSchema,
  PointSummarySchema,
  PointUpdateSchema,
  envelopeSchema,
  pageSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { readerOf, requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import multipart from '@fastify/multipart';
import { AppError } from '../../lib/app-error.js';
import { xlsxHeaders } from '../../lib/xlsx.js';
import { POINTS_FILE, pointsTemplate } from './points.excel.js';
import type { PointsService } from './points.service.js';

export const pointsRoutes: FastifyPluginAsyncZod<{ points: PointsService }> = async (app, { points }) => {
  app.get('/devices/:id/points', {
    config: { access: { page: 'item_query', key: 'view', share: 'device' } },
    schema: {
      tags: ['points'],
      summary: 'The data points of a device',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(pageSchema(PointSummarySchema)) },
    },
    handler: async (request) => ok(await points.list(readerOf(request), request.params.id)),
  });

  app.post('/devices/:id/points', {
    config: { access: { page: 'deviceConfigration', key: 'add' } },
    schema: {
      tags: ['points'],
      summary: 'Add a data point',
      params: IdParamsSchema,
      body: PointCreateSchema,
      response: { 200: envelopeSchema(PointSummarySchema) },
    },
    handler: async (request) => ok(await points.create(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.post('/devices/:id/points/delete', {
    config: { access: { page: 'deviceConfigration', key: 'delete' } },
    schema: {
      tags: ['points'],
      summary: 'Delete several points of a device',
      params: IdParamsSchema,
      body: z.object({ ids: z.array(z.number().int().positive()).min(1, { message: 'validation.selectOne' }).max(5000) }),
      response: { 200: envelopeSchema(z.object({ deleted: z.number() })) },
    },
    handler: async (request) => ok(await points.removeMany(requireUser(request), actorOf(request), request.params.id, request.body.ids)),
  });

  app.get('/devices/:id/points/export', {
    config: { access: { page: 'deviceConfigration', key: 'export' }, answers: 'file' },
    schema: { tags: ['points'], summary: 'The points of a device as an Excel file', params: IdParamsSchema },
    handler: async (request, reply) => {
      const principal = requireUser(request);
      const { deviceName, file } = await points.exportPoints(principal, request.params.id, request.language);
      const zone = await app.companyZone(principal.companyId);
      return reply.headers(xlsxHeaders(`${deviceName} ${POINTS_FILE[request.language].points}`, zone)).send(file);
    },
  });

  app.get('/points/template', {
    config: { access: { page: 'deviceConfigration', key: 'import' }, answers: 'file' },
    schema: {
      tags: ['points'],
      summary:
        'An Excel template for importing points; its example row is addressed as a device of `protocol` (default Modbus TCP) addresses them',
      querystring: z.object({ protocol: z.enum(DEVICE_PROTOCOLS).optional() }),
    },
    handler: async (request, reply) => {
      const zone = await app.companyZone(requireUser(request).companyId);
      return reply
        .headers(xlsxHeaders(POINTS_FILE[request.language].template, zone))
        .send(await pointsTemplate(request.language, request.query.protocol));
    },
  });

  // Multipart on the import route only; everywhere else it stays a 415.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 0 } });
    upload.withTypeProvider<ZodTypeProvider>().post('/devices/:id/points/import', {
      config: { access: { page: 'deviceConfigration', key: 'import' } },
      schema: {
        tags: ['points'],
        summary: 'Import points from Excel (multipart "file"): all rows pass or nothing changes; a known name is updated',
        params: IdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(z.object({ added: z.number(), updated: z.number() })) },
      },
      handler: async (request) => {
        const file = await request.file();
        if (!file) throw new AppError('BAD_REQUEST', {}, 'error.fileType');
        return ok(
          await points.importPoints(requireUser(request), actorOf(request), request.params.id, await file.toBuffer(), request.language),
        );
      },
    });
  });

  app.put('/points/:id', {
    config: { access: { page: 'deviceConfigration', key: 'edit' } },
    schema: {
      tags: ['points'],
      summary: 'Change a data point (the result must pass every rule)',
      params: IdParamsSchema,
      body: PointUpdateSchema,
      response: { 200: envelopeSchema(PointSummarySchema) },
    },
    handler: async (request) => ok(await points.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/points/:id', {
    config: { access: { page: 'deviceConfigration', key: 'delete' } },
    schema: { tags: ['points'], summary: 'Delete a data point', params: IdParamsSchema, response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await points.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });
};
