import {
  AlarmCountsQuerySchema,
  AlarmCountsSchema,
  AlarmListQuerySchema,
  AlarmSchema,
  AlarmSourceCreateSchema,
  AlarmSourceListQuerySchema,
  AlarmSourceSchema,
  AlarmSourceUpdateSchema,
  AlarmStatisticsQuerySchema,
  AlarmStatisticsSchema,
  IdParamsSchema,
  envelopeSchema,
  pageSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { readerOf, requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import { xlsxHeaders } from '../../lib/xlsx.js';
import { ALARMS_TITLE, alarmsWorkbook } from './alarms.export.js';
import type { AlarmSourcesService } from './alarm-sources.service.js';
import type { AlarmsService } from './alarms.service.js';

/** Alarm sources (page alarm_config) and alarms (page alarm_records; edit = acknowledge and clear). */
export const alarmsRoutes: FastifyPluginAsyncZod<{ sources: AlarmSourcesService; alarms: AlarmsService }> = async (
  app,
  { sources, alarms },
) => {
  app.get('/alarm-sources', {
    config: { access: { page: 'alarm_config', key: 'view' } },
    schema: {
      tags: ['alarms'],
      summary: 'Alarm sources the caller may see; projectId, deviceId, pointId, level and keyword narrow the list',
      querystring: AlarmSourceListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(AlarmSourceSchema)) },
    },
    handler: async (request) => ok(await sources.list(requireUser(request), request.query)),
  });

  app.post('/alarm-sources', {
    config: { access: { page: 'alarm_config', key: 'add' } },
    schema: {
      tags: ['alarms'],
      summary: 'Add an alarm source on a data point (other points read must be on the same device)',
      body: AlarmSourceCreateSchema,
      response: { 200: envelopeSchema(AlarmSourceSchema) },
    },
    handler: async (request) => ok(await sources.create(requireUser(request), actorOf(request), request.body)),
  });

  app.get('/alarm-sources/:id', {
    config: { access: { page: 'alarm_config', key: 'view' } },
    schema: { tags: ['alarms'], summary: 'One alarm source', params: IdParamsSchema, response: { 200: envelopeSchema(AlarmSourceSchema) } },
    handler: async (request) => ok(await sources.get(requireUser(request), request.params.id)),
  });

  app.put('/alarm-sources/:id', {
    config: { access: { page: 'alarm_config', key: 'edit' } },
    schema: {
      tags: ['alarms'],
      summary: 'Change an alarm source (the result must pass every rule); disabling it clears its open alarm',
      params: IdParamsSchema,
      body: AlarmSourceUpdateSchema,
      response: { 200: envelopeSchema(AlarmSourceSchema) },
    },
    handler: async (request) => ok(await sources.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/alarm-sources/:id', {
    config: { access: { page: 'alarm_config', key: 'delete' } },
    schema: {
      tags: ['alarms'],
      summary: 'Delete an alarm source (its open alarm is cleared; history stays)',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.object({ id: z.number() })) },
    },
    handler: async (request) => ok(await sources.remove(requireUser(request), actorOf(request), request.params.id)),
  });

  app.get('/alarms', {
    // A shared page's alarm banner: its project's active alarms only.
    config: { access: { page: 'alarm_records', key: 'view', share: 'alarmProject', shareIdsFrom: 'projectId' } },
    schema: {
      tags: ['alarms'],
      summary: 'Alarms, newest first: state (active, acknowledged, cleared, open), level, project, device, point, source, from/to, keyword',
      querystring: AlarmListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(AlarmSchema)) },
    },
    handler: async (request) =>
      ok(await alarms.list(readerOf(request), request.share ? { ...request.query, state: 'active' } : request.query)),
  });

  app.get('/alarms/export', {
    config: { access: { page: 'alarm_records', key: 'export' }, answers: 'file' },
    schema: {
      tags: ['alarms'],
      summary: 'Alarms as an Excel file (the list filters; at most 10,000 rows)',
      querystring: AlarmListQuerySchema,
    },
    handler: async (request, reply) => {
      const principal = requireUser(request);
      const rows = await alarms.exportRows(principal, request.query);
      const zone = await app.companyZone(principal.companyId);
      const file = await alarmsWorkbook(rows, request.language, zone);
      return reply.headers(xlsxHeaders(ALARMS_TITLE[request.language], zone)).send(file);
    },
  });

  app.get('/alarms/active-counts', {
    config: { access: { page: 'alarm_records', key: 'view' } },
    schema: {
      tags: ['alarms'],
      summary: 'Open alarms (active or acknowledged) per project and per device, with the highest level',
      querystring: AlarmCountsQuerySchema,
      response: { 200: envelopeSchema(AlarmCountsSchema) },
    },
    handler: async (request) => ok(await alarms.activeCounts(requireUser(request), request.query)),
  });

  app.get('/alarms/statistics', {
    config: { access: { page: 'alarm_records', key: 'view' } },
    schema: {
      tags: ['alarms'],
      summary: 'Alarms raised in from..to (default the last 30 days, at most 366) by level, day (UTC) and device',
      querystring: AlarmStatisticsQuerySchema,
      response: { 200: envelopeSchema(AlarmStatisticsSchema) },
    },
    handler: async (request) => ok(await alarms.statistics(requireUser(request), request.query)),
  });

  app.get('/alarms/:id', {
    config: { access: { page: 'alarm_records', key: 'view' } },
    schema: { tags: ['alarms'], summary: 'One alarm', params: IdParamsSchema, response: { 200: envelopeSchema(AlarmSchema) } },
    handler: async (request) => ok(await alarms.get(requireUser(request), request.params.id)),
  });

  app.post('/alarms/:id/acknowledge', {
    config: { access: { page: 'alarm_records', key: 'edit' } },
    schema: {
      tags: ['alarms'],
      summary: 'Acknowledge an active alarm; 409 when it is not active',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(AlarmSchema) },
    },
    handler: async (request) => ok(await alarms.acknowledge(requireUser(request), actorOf(request), request.params.id)),
  });

  app.post('/alarms/:id/clear', {
    config: { access: { page: 'alarm_records', key: 'edit' } },
    schema: {
      tags: ['alarms'],
      summary: 'Clear an active or acknowledged alarm by hand; 409 when already cleared',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(AlarmSchema) },
    },
    handler: async (request) => ok(await alarms.clear(requireUser(request), actorOf(request), request.params.id)),
  });
};
