import {
  IdParamsSchema,
  ManualVerificationSchema,
  OrderEvidenceSchema,
  RecurrenceSettingSchema,
  ReliabilityAnswerSchema,
  ReliabilityQuerySchema,
  WorkOrderSchema,
  envelopeSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import { xlsxHeaders } from '../../lib/xlsx.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import { RELIABILITY_TITLE, reliabilityWorkbook } from './reliability.export.js';
import type { ReliabilityService } from './reliability.service.js';

export const reliabilityRoutes: FastifyPluginAsyncZod<{ reliability: ReliabilityService }> = async (app, { reliability }) => {
  app.get('/reliability', {
    config: { access: { page: 'reliability', key: 'view' } },
    schema: {
      tags: ['reliability'],
      summary:
        'Reliability figures of the period per device, device type, project, customer or technician (MTBF, MTTR, first-time fix, repeat repairs, availability, top sources), their total and trend',
      querystring: ReliabilityQuerySchema,
      response: { 200: envelopeSchema(ReliabilityAnswerSchema) },
    },
    handler: async (request) => ok(await reliability.figures(requireUser(request), request.query)),
  });

  app.get('/reliability/export', {
    config: { access: { page: 'reliability', key: 'export' }, answers: 'file' },
    schema: { tags: ['reliability'], summary: 'The reliability figures as an Excel workbook', querystring: ReliabilityQuerySchema },
    handler: async (request, reply) => {
      const principal = requireUser(request);
      const answer = await reliability.figures(principal, request.query);
      const zone = await app.companyZone(principal.companyId);
      return reply
        .headers(xlsxHeaders(RELIABILITY_TITLE[request.language], zone))
        .send(await reliabilityWorkbook(answer, request.language, zone));
    },
  });

  // The device page and the phone's device view: one device's figures, for whoever may see the device.
  app.get('/devices/:id/reliability', {
    config: { access: { page: 'item_query', key: 'view' } },
    schema: {
      tags: ['reliability'],
      summary: "One device's reliability figures over the period",
      params: IdParamsSchema,
      querystring: ReliabilityQuerySchema,
      response: { 200: envelopeSchema(ReliabilityAnswerSchema) },
    },
    handler: async (request) =>
      ok(await reliability.figures(requireUser(request), { ...request.query, by: 'device', id: request.params.id })),
  });

  app.get('/reliability/settings', {
    config: { access: { page: 'reliability', key: 'view' } },
    schema: {
      tags: ['reliability'],
      summary: "The company's choice when a repair does not hold: reopen the order or open a follow-up",
      response: { 200: envelopeSchema(RecurrenceSettingSchema) },
    },
    handler: async (request) => ok({ recurrenceAction: await reliability.recurrenceAction(requireUser(request)) }),
  });

  app.put('/reliability/settings', {
    config: { access: { page: 'reliability', key: 'edit' } },
    schema: {
      tags: ['reliability'],
      summary: 'Set the company choice: reopen or follow_up',
      body: RecurrenceSettingSchema,
      response: { 200: envelopeSchema(RecurrenceSettingSchema) },
    },
    handler: async (request) =>
      ok({
        recurrenceAction: await reliability.setRecurrenceAction(requireUser(request), actorOf(request), request.body.recurrenceAction),
      }),
  });

  app.get('/work-orders/:id/evidence', {
    config: { access: { page: 'orderReview', key: 'view' } },
    schema: {
      tags: ['work-orders'],
      summary:
        "An alarm order's data: its verification, the alarm's point with its live value, and the samples around the failure (the kept evidence once judged)",
      params: IdParamsSchema,
      response: { 200: envelopeSchema(OrderEvidenceSchema) },
    },
    handler: async (request) => ok(await reliability.evidence(requireUser(request), request.params.id)),
  });

  app.post('/work-orders/:id/confirm-repair', {
    config: { access: { page: 'orderReview', key: 'dispatch' } },
    schema: {
      tags: ['work-orders'],
      summary: "A dispatcher confirms an alarm order's repair by hand, with a reason (logged), instead of waiting for the data",
      params: IdParamsSchema,
      body: ManualVerificationSchema,
      response: { 200: envelopeSchema(WorkOrderSchema) },
    },
    handler: async (request) =>
      ok(await reliability.confirm(requireUser(request), actorOf(request), request.params.id, request.body.reason)),
  });
};
