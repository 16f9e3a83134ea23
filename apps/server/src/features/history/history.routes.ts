import {
  CompanyHistorySettingsSchema,
  envelopeSchema,
  formatMessage,
  HistoryAnswerSchema,
  HistoryExportQuerySchema,
  HistoryLimitAnswerSchema,
  HistoryMultiQuerySchema,
  HistorySettingsAnswerSchema,
  HistoryQuerySchema,
  IdParamsSchema,
  PointHistorySchema,
  UserHistoryLimitAnswerSchema,
  UserHistoryLimitSchema,
  pointLabel,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerOf, requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import { attachment, XLSX_TYPE } from '../../lib/xlsx.js';
import { csvStream, xlsxStream } from '../../lib/xlsx-stream.js';
import { exportHeaders, exportRows } from './history-export.js';
import type { HistoryRepository } from './history.repository.js';
import type { HistoryService } from './history.service.js';
import type { RollupsRepository } from './rollups.repository.js';
import { jsonPayload, okJson } from './series-json.js';

export interface HistoryRoutesOptions {
  history: HistoryService;
  repo: HistoryRepository;
  rollups: RollupsRepository;
  /** The daily retention job, run while the app is up. */
  retention?: { start(): void; stop(): void };
}

/** Tells a client its range was clamped by HisDataLimit (the single-point answer stays an array). */
const LIMITED_HEADER = 'x-history-limited-from';
/** Series answers are written as JSON text by the service (series-json.ts), sent as they are. */
const JSON_TYPE = 'application/json; charset=utf-8';

export const historyRoutes: FastifyPluginAsyncZod<HistoryRoutesOptions> = async (app, { history, repo, rollups, retention }) => {
  if (retention) {
    app.addHook('onReady', async () => retention.start());
    app.addHook('onClose', async () => retention.stop());
  }

  app.get('/points/:id/history', {
    config: { access: { page: 'item_query', key: 'view' } },
    schema: {
      tags: ['history'],
      summary:
        "A point's stored values: raw, or buckets of 1m, 1h or 1d with min, max, avg and last from the roll-ups (auto: raw when small); `from` clamped to HisDataLimit (header x-history-limited-from)",
      params: IdParamsSchema,
      querystring: HistoryQuerySchema,
      response: { 200: envelopeSchema(PointHistorySchema) },
    },
    handler: async (request, reply) => {
      const result = await history.series(requireUser(request), request.params.id, request.query);
      if (result.limitedFrom) reply.header(LIMITED_HEADER, result.limitedFrom);
      return reply.type(JSON_TYPE).send(jsonPayload(okJson(result.itemsJson)));
    },
  });

  app.get('/history', {
    // A shared scene's trends: points of the devices the link holds.
    config: { access: { page: 'history', key: 'view', share: 'point', shareIdsFrom: 'pointIds' } },
    schema: {
      tags: ['history'],
      summary: 'Several series for one chart on one resolution (at most about 2,000 points each), clamped to HisDataLimit',
      querystring: HistoryMultiQuerySchema,
      response: { 200: envelopeSchema(HistoryAnswerSchema) },
    },
    handler: async (request, reply) =>
      reply.type(JSON_TYPE).send(jsonPayload(okJson(await history.multi(readerOf(request), request.query)))),
  });

  app.get('/history/export', {
    config: { access: { page: 'history', key: 'export' }, answers: 'file' },
    schema: {
      tags: ['history'],
      summary: 'The series as a streamed CSV or Excel file (headers in the request language or `lang`; formula-like cells escaped)',
      querystring: HistoryExportQuerySchema,
    },
    handler: async (request, reply) => {
      const principal = requireUser(request);
      const q = request.query;
      const list = await history.visiblePoints(principal, q.pointIds);
      const range = await history.clamp(principal, new Date(q.from), new Date(q.to));
      const bucket = await history.resolveBucket(
        list.map((p) => p.id),
        range.from,
        range.to,
        q.bucket,
      );
      const language = q.lang ?? request.language;
      const headers = exportHeaders(language, bucket);
      // Points by their display name in the file's language.
      const named = list.map((p) => ({ ...p, name: pointLabel(p, language) }));
      const rows = exportRows({ repo, rollups }, named, range.from, range.to, bucket, language);
      // Named by the device when every point is one device's: "注塑机1号 历史数据 2026-11-25.xlsx".
      const zone = await app.companyZone(principal.companyId);
      const devices = [...new Set(list.map((p) => p.deviceName))];
      const what = formatMessage(language, 'history.export.file');
      const title = devices.length === 1 ? `${devices[0]} ${what}` : what;
      if (range.limitedFrom) reply.header(LIMITED_HEADER, range.limitedFrom.toISOString());
      reply.header('content-disposition', attachment(title, zone, q.format));
      if (q.format === 'csv') return reply.type('text/csv; charset=utf-8').send(csvStream(headers, rows));
      // Not "History": Excel reserves that sheet name.
      const sheet = formatMessage(language, 'history.export.sheet');
      return reply.type(XLSX_TYPE).send(
        xlsxStream(sheet, headers, rows, (error) => request.log.error({ err: error.message }, 'history export failed'), {
          zone,
          dateColumns: [0],
        }),
      );
    },
  });

  app.get('/history/limit', {
    config: { access: 'user' },
    schema: {
      tags: ['history'],
      summary: "The caller's HisDataLimit: days of history they may look at (null = no limit)",
      response: { 200: envelopeSchema(HistoryLimitAnswerSchema) },
    },
    handler: async (request) => ok(await history.myLimit(requireUser(request))),
  });

  app.get('/companies/:id/history-settings', {
    config: { access: 'superuser' },
    schema: {
      tags: ['history'],
      summary: "A company's retention (months kept) and HisDataLimit (days)",
      params: IdParamsSchema,
      response: { 200: envelopeSchema(HistorySettingsAnswerSchema) },
    },
    handler: async (request) => ok(await history.companySettings(request.params.id)),
  });

  app.put('/companies/:id/history-settings', {
    config: { access: 'superuser' },
    schema: {
      tags: ['history'],
      summary: "Sets a company's retention and HisDataLimit",
      params: IdParamsSchema,
      body: CompanyHistorySettingsSchema,
      response: { 200: envelopeSchema(HistorySettingsAnswerSchema) },
    },
    handler: async (request) => ok(await history.saveCompanySettings(request.params.id, request.body)),
  });

  app.get('/users/:id/history-limit', {
    config: { access: 'superuser' },
    schema: {
      tags: ['history'],
      summary: "A user's own HisDataLimit (days; null = none of their own)",
      params: IdParamsSchema,
      response: { 200: envelopeSchema(UserHistoryLimitAnswerSchema) },
    },
    handler: async (request) => ok(await history.userLimit(request.params.id)),
  });

  app.put('/users/:id/history-limit', {
    config: { access: 'superuser' },
    schema: {
      tags: ['history'],
      summary: "Sets a user's own HisDataLimit (days; null removes it)",
      params: IdParamsSchema,
      body: UserHistoryLimitSchema,
      response: { 200: envelopeSchema(UserHistoryLimitAnswerSchema) },
    },
    handler: async (request) => ok(await history.saveUserLimit(request.params.id, request.body.hisDataLimitDays)),
  });
};
