import multipart from '@fastify/multipart';
import {
  IdParamsSchema,
  XDATA_CSV_MAX_BYTES,
  XDATA_UPDATE_METHODS,
  XDataModelSaveSchema,
  XDataModelSchema,
  XDataModelTableSchema,
  XDataPreviewQuerySchema,
  XDataQueryResultSchema,
  XDataSourceFieldsSchema,
  XDataSourceSchema,
  XDataSourceUpdateSchema,
  XDataSqlCheckSchema,
  envelopeSchema,
} from '@fieldlink/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { XDataModelsService } from './xdata-models.service.js';
import type { CsvUpload, XDataSourcesService } from './xdata-sources.service.js';

/** The request's one `file` part, handed on as a stream: the CSV is read while it arrives, never buffered. */
async function withUpload<T>(request: FastifyRequest, use: (upload: CsvUpload) => Promise<T>): Promise<T> {
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw new AppError('BAD_REQUEST', {}, 'error.xdataFileType', 'file');
  const result = await use({ fileName: part.filename, bytes: part.file });
  if (part.file.truncated) throw new AppError('BAD_REQUEST', {}, 'error.xdataFileSize', 'file');
  return result;
}

/** XDATA data sources and data models (spec §3, §5, §9), within the caller's company. */
export const xdataRoutes: FastifyPluginAsyncZod<{ sources: XDataSourcesService; models: XDataModelsService }> = async (
  app,
  { sources, models },
) => {
  const tags = ['xdata'];
  const source = { page: 'xData_source' } as const;
  const model = { page: 'xData_model' } as const;

  app.get('/xdata/sources', {
    config: { access: { ...source, key: 'view' } },
    schema: {
      tags,
      summary: "The company's data sources with their columns",
      response: { 200: envelopeSchema(z.array(XDataSourceSchema)) },
    },
    handler: async (request) => ok(await sources.list(requireUser(request))),
  });

  app.get('/xdata/sources/:id/preview', {
    config: { access: { ...source, key: 'view' } },
    schema: {
      tags,
      summary: 'The first 5 rows of a data source',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(XDataQueryResultSchema) },
    },
    handler: async (request) => ok(await sources.preview(requireUser(request), request.params.id)),
  });

  app.put('/xdata/sources/:id', {
    config: { access: { ...source, key: 'edit' } },
    schema: {
      tags,
      summary: "Save a data source's fields and its columns' types (every stored value must fit the type)",
      params: IdParamsSchema,
      body: XDataSourceUpdateSchema,
      response: { 200: envelopeSchema(XDataSourceSchema) },
    },
    handler: async (request) => ok(await sources.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/xdata/sources/:id', {
    config: { access: { ...source, key: 'delete' } },
    schema: {
      tags,
      summary: 'Delete a data source and its rows (not while a model uses it)',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await sources.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });

  // Multipart on the two upload routes only; the file streams into the database as it arrives.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: XDATA_CSV_MAX_BYTES, files: 1, fields: 0 } });
    const typed = upload.withTypeProvider<ZodTypeProvider>();
    typed.post('/xdata/sources', {
      config: { access: { ...source, key: 'add' } },
      schema: {
        tags,
        summary: 'Create a data source from a CSV (multipart "file", at most 100 MB; UTF-8 or GB18030); its fields in the query',
        querystring: XDataSourceFieldsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(XDataSourceSchema) },
      },
      handler: async (request) =>
        ok(await withUpload(request, (file) => sources.create(requireUser(request), actorOf(request), request.query, file))),
    });
    typed.post('/xdata/sources/:id/data', {
      config: { access: { ...source, key: 'edit' } },
      schema: {
        tags,
        summary:
          "Update a data source from a new CSV: replace its rows, or append rows with the same columns (the source's method unless given)",
        params: IdParamsSchema,
        querystring: z.object({ method: z.enum(XDATA_UPDATE_METHODS).optional() }),
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(XDataSourceSchema) },
      },
      handler: async (request) =>
        ok(
          await withUpload(request, (file) =>
            sources.upload(requireUser(request), actorOf(request), request.params.id, request.query.method, file),
          ),
        ),
    });
  });

  app.get('/xdata/models', {
    config: { access: { ...model, key: 'view' } },
    schema: { tags, summary: "The company's data models", response: { 200: envelopeSchema(z.array(XDataModelSchema)) } },
    handler: async (request) => ok(await models.list(requireUser(request))),
  });

  app.get('/xdata/models/:id', {
    config: { access: { ...model, key: 'view' } },
    schema: {
      tags,
      summary: 'One data model with its tables’ columns',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(XDataModelSchema) },
    },
    handler: async (request) => ok(await models.get(requireUser(request), request.params.id)),
  });

  app.get('/xdata/models/:id/preview', {
    config: { access: { ...model, key: 'view' } },
    schema: {
      tags,
      summary: '500 rows of a model: its joined tables, or one custom SQL view (run read-only, in the caller’s scope, with a timeout)',
      params: IdParamsSchema,
      querystring: XDataPreviewQuerySchema,
      response: { 200: envelopeSchema(XDataQueryResultSchema) },
    },
    handler: async (request) => ok(await models.preview(requireUser(request), request.params.id, request.query.view)),
  });

  app.post('/xdata/models/check-sql', {
    config: { access: { ...model, key: 'view' } },
    schema: {
      tags,
      summary: 'Check custom SQL against tables of a model being edited, without running it',
      body: XDataSqlCheckSchema.extend({ tables: z.array(XDataModelTableSchema).max(10) }),
      response: { 200: envelopeSchema(z.object({ ok: z.boolean() })) },
    },
    handler: async (request) => ok(await models.checkSql(requireUser(request), request.body.tables, request.body.sql)),
  });

  app.post('/xdata/models', {
    config: { access: { ...model, key: 'add' } },
    schema: { tags, summary: 'Create a data model', body: XDataModelSaveSchema, response: { 200: envelopeSchema(XDataModelSchema) } },
    handler: async (request) => ok(await models.create(requireUser(request), actorOf(request), request.body)),
  });

  app.put('/xdata/models/:id', {
    config: { access: { ...model, key: 'edit' } },
    schema: {
      tags,
      summary: 'Save a data model',
      params: IdParamsSchema,
      body: XDataModelSaveSchema,
      response: { 200: envelopeSchema(XDataModelSchema) },
    },
    handler: async (request) => ok(await models.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/xdata/models/:id', {
    config: { access: { ...model, key: 'delete' } },
    schema: { tags, summary: 'Delete a data model', params: IdParamsSchema, response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await models.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });
};
