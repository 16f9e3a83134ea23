import {
  analysisPageSchema,
  CaptureQuerySchema,
  CaptureRowSchema,
  envelopeSchema,
  GatewayLogQuerySchema,
  GatewayLogRowSchema,
  StatusDayRowSchema,
  StatusStatisticsQuerySchema,
  ValueChangeQuerySchema,
  ValueChangeRowSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import { xlsxHeaders } from '../../lib/xlsx.js';
import { xlsxStream } from '../../lib/xlsx-stream.js';
import type { AnalysisExport, AnalysisService } from './analysis.service.js';

/** Tells the caller an export's range was clamped by HisDataLimit (as the history export does). */
const LIMITED_HEADER = 'x-history-limited-from';

/**
 * The data-analysis lists (spec §2; §7 datastatistics/*): each with its time range, the spec's
 * filter operators (`field`, `op`, `value`) and an Excel export with headers in the caller's language,
 * streamed page by page (every row, however many).
 * `from` is clamped to the caller's HisDataLimit: lists answer `limitedFrom`, exports the header.
 */
export const analysisRoutes: FastifyPluginAsyncZod<{ analysis: AnalysisService }> = async (app, { analysis }) => {
  const tags = ['data-analysis'];
  const lists = [
    {
      path: '/analysis/value-changes',
      page: 'valueChangeLog',
      summary: 'Value-change log of a device: consecutive samples that differ, and user writes with who',
      querystring: ValueChangeQuerySchema,
      response: envelopeSchema(analysisPageSchema(ValueChangeRowSchema)),
      list: analysis.valueChanges,
      exportFile: analysis.exportValueChanges,
      file: 'value-changes',
    },
    {
      path: '/analysis/gateway-log',
      page: 'gatewayLog',
      summary: 'Gateway (connection) log: state changes of the devices in scope',
      querystring: GatewayLogQuerySchema,
      response: envelopeSchema(analysisPageSchema(GatewayLogRowSchema)),
      list: analysis.gatewayLog,
      exportFile: analysis.exportGatewayLog,
      file: 'gateway-log',
    },
    {
      path: '/analysis/status-statistics',
      page: 'equipmentStatusStatistics',
      summary: 'Online, communication-failure and offline time per device and local day (datastatistics/getstatisticsdata)',
      querystring: StatusStatisticsQuerySchema,
      response: envelopeSchema(analysisPageSchema(StatusDayRowSchema)),
      list: analysis.statistics,
      exportFile: analysis.exportStatistics,
      file: 'status-statistics',
    },
    {
      path: '/analysis/condition-captures',
      page: 'conditionCollection',
      summary: 'Samples captured by conditional collection tasks, with the condition',
      querystring: CaptureQuerySchema,
      response: envelopeSchema(analysisPageSchema(CaptureRowSchema)),
      list: analysis.captures,
      exportFile: analysis.exportCaptures,
      file: 'condition-collection',
    },
  ] as const;

  for (const entry of lists) {
    app.get(entry.path, {
      config: { access: { page: entry.page, key: 'view' } },
      schema: {
        tags,
        summary: `${entry.summary}; \`from\` clamped to HisDataLimit (limitedFrom)`,
        querystring: entry.querystring,
        response: { 200: entry.response },
      },
      // The query and answer types differ per list: each schema above is the one its service function
      // takes, and each function's answer is typed by its row schema's type (analysis.service.ts).
      handler: async (request) => ok(await (entry.list as (p: unknown, q: unknown) => Promise<never>)(requireUser(request), request.query)),
    });
    app.get(`${entry.path}/export`, {
      config: { access: { page: entry.page, key: 'export' }, answers: 'file' },
      schema: {
        tags,
        summary: `${entry.summary} (Excel streamed page by page, every row; \`from\` clamped to HisDataLimit, header ${LIMITED_HEADER})`,
        querystring: entry.querystring,
      },
      handler: async (request, reply) => {
        const principal = requireUser(request);
        const { sheet, headers, rows, limitedFrom, dateColumns } = await (
          entry.exportFile as (p: unknown, q: unknown, l: unknown) => Promise<AnalysisExport>
        )(principal, request.query, request.language);
        const zone = await app.companyZone(principal.companyId);
        if (limitedFrom) reply.header(LIMITED_HEADER, limitedFrom);
        const failed = (error: Error) => request.log.error({ err: error.message }, `${entry.file} export failed`);
        return reply.headers(xlsxHeaders(sheet, zone)).send(xlsxStream(sheet, headers, rows, failed, { zone, dateColumns }));
      },
    });
  }
};
