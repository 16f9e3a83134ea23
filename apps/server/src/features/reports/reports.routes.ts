import {
  IdParamsSchema,
  ReportConfigBodySchema,
  ReportDataQuerySchema,
  ReportDataSchema,
  ReportItemDataSchema,
  envelopeSchema,
  ReportItemQuerySchema,
  ReportListQuerySchema,
  ReportPointListQuerySchema,
  ReportDeliverySchema,
  ReportablePointSchema,
  ReportRowSchema,
  pageSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { contentDisposition, XLSX_TYPE } from '../../lib/xlsx.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { ReportsService } from './reports.service.js';

/** Tells the caller an export's range was clamped by HisDataLimit (as the history export does). */
const LIMITED_HEADER = 'x-history-limited-from';

/**
 * Saved multifunction reports: configuration on configure_report (variableReport ConfigList,
 * ConfigCreate, ConfigEdit, ConfigDelete, viewinfoList), shown and exported on the report page
 * (report/getReportData, getItemData).
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  const tags = ['reports'];

  app.get('/reports', {
    config: { access: { page: 'report', key: 'view' } },
    schema: {
      tags,
      summary: 'Saved reports the caller may see (variableReport/ConfigList)',
      querystring: ReportListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(ReportRowSchema)) },
    },
    handler: async (request) => ok(await reports.list(requireUser(request), request.query)),
  });

  app.get('/reports/points', {
    config: { access: { page: 'configure_report', key: 'view' } },
    schema: {
      tags,
      summary:
        'Points the caller may put in a report, with device, project and unit; by project, device or keyword (variableReport/viewinfoList)',
      querystring: ReportPointListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(ReportablePointSchema)) },
    },
    handler: async (request) => ok(await reports.points(requireUser(request), request.query)),
  });

  app.post('/reports', {
    config: { access: { page: 'configure_report', key: 'add' } },
    schema: {
      tags,
      summary: 'Save a report configuration (variableReport/ConfigCreate)',
      body: ReportConfigBodySchema,
      response: { 200: envelopeSchema(ReportRowSchema) },
    },
    handler: async (request) => ok(await reports.create(requireUser(request), actorOf(request), request.body)),
  });

  app.get('/reports/:id', {
    config: { access: { page: 'report', key: 'view' } },
    schema: {
      tags,
      summary: 'One saved report configuration (variableReport/ConfigEdit GET)',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(ReportRowSchema) },
    },
    handler: async (request) => ok(await reports.get(requireUser(request), request.params.id)),
  });

  app.put('/reports/:id', {
    config: { access: { page: 'configure_report', key: 'edit' } },
    schema: {
      tags,
      summary: 'Change a report configuration (variableReport/ConfigEdit PUT)',
      params: IdParamsSchema,
      body: ReportConfigBodySchema,
      response: { 200: envelopeSchema(ReportRowSchema) },
    },
    handler: async (request) => ok(await reports.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/reports/:id', {
    config: { access: { page: 'configure_report', key: 'delete' } },
    schema: {
      tags,
      summary: 'Delete a report configuration (variableReport/ConfigDelete)',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await reports.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });

  app.get('/reports/:id/data', {
    config: { access: { page: 'report', key: 'view' } },
    schema: {
      tags,
      summary:
        'The report computed for the day/week/month holding `date` (today by default), or `from`..`to` (report/getReportData); data before HisDataLimit left out (limitedFrom)',
      params: IdParamsSchema,
      querystring: ReportDataQuerySchema,
      response: { 200: envelopeSchema(ReportDataSchema) },
    },
    handler: async (request) => ok(await reports.data(requireUser(request), request.params.id, request.query)),
  });

  app.get('/reports/:id/item-data', {
    config: { access: { page: 'report', key: 'view' } },
    schema: {
      tags,
      summary:
        'One module (`item`, its index) of the report over the same days as /data, only its columns (report/getItemData); HisDataLimit as /data',
      params: IdParamsSchema,
      querystring: ReportItemQuerySchema,
      response: { 200: envelopeSchema(ReportItemDataSchema) },
    },
    handler: async (request) => ok(await reports.itemData(requireUser(request), request.params.id, request.query)),
  });

  app.get('/reports/:id/export', {
    config: { access: { page: 'report', key: 'export' }, answers: 'file' },
    schema: {
      tags,
      summary: `The report as an Excel workbook, headers in the caller language; data before HisDataLimit left out (header ${LIMITED_HEADER})`,
      params: IdParamsSchema,
      querystring: ReportDataQuerySchema,
    },
    handler: async (request, reply) => {
      const { fileName, file, limitedFrom } = await reports.exportXlsx(
        requireUser(request),
        request.params.id,
        request.query,
        request.language,
      );
      if (limitedFrom) reply.header(LIMITED_HEADER, limitedFrom);
      return reply.header('content-type', XLSX_TYPE).header('content-disposition', contentDisposition(fileName)).send(file);
    },
  });

  app.get('/reports/:id/deliveries', {
    config: { access: { page: 'configure_report', key: 'view' } },
    schema: {
      tags,
      summary: 'The last scheduled deliveries of a report and how each went',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.array(ReportDeliverySchema)) },
    },
    handler: async (request) => ok(await reports.deliveries(requireUser(request), request.params.id)),
  });
};
