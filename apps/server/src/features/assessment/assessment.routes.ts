import {
  AssessmentResultSchema,
  AssessmentRuleQuerySchema,
  AssessmentRuleSchema,
  AssessmentRuleUpdateSchema,
  AssessmentSearchQuerySchema,
  calendarDateSchema,
  envelopeSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { xlsxHeaders } from '../../lib/xlsx.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import { ASSESSMENT_TITLE, assessmentWorkbook } from './assessment.export.js';
import type { AssessmentService } from './assessment.service.js';

const MineQuerySchema = z
  .object({
    from: calendarDateSchema(),
    to: calendarDateSchema(),
  })
  .refine((q) => q.from <= q.to, { message: 'validation.rangeOrder', path: ['to'] });

export const assessmentRoutes: FastifyPluginAsyncZod<{ assessment: AssessmentService }> = async (app, { assessment }) => {
  app.get('/assessment/rule', {
    config: { access: { page: 'AssessmentRule', key: 'view' } },
    schema: {
      tags: ['assessment'],
      summary: "The company's assessment rule (the defaults until one is saved); grade 0 names the company",
      querystring: AssessmentRuleQuerySchema,
      response: { 200: envelopeSchema(AssessmentRuleSchema) },
    },
    handler: async (request) => ok(await assessment.rule(requireUser(request), request.query.companyId)),
  });

  app.put('/assessment/rule', {
    config: { access: { page: 'AssessmentRule', key: 'edit' } },
    schema: {
      tags: ['assessment'],
      summary: 'Save the company rule: points per type and nature, timeliness bonus and penalty, points per rating',
      body: AssessmentRuleUpdateSchema,
      response: { 200: envelopeSchema(AssessmentRuleSchema) },
    },
    handler: async (request) => ok(await assessment.saveRule(requireUser(request), actorOf(request), request.body)),
  });

  app.get('/assessment/search', {
    config: { access: { page: 'assessmentSearch', key: 'view' } },
    schema: {
      tags: ['assessment'],
      summary:
        'Per technician: points, orders, on-time rate and average rating of the orders completed in the period, and the scored orders',
      querystring: AssessmentSearchQuerySchema,
      response: { 200: envelopeSchema(AssessmentResultSchema) },
    },
    handler: async (request) => ok(await assessment.search(requireUser(request), request.query)),
  });

  app.get('/assessment/search/export', {
    config: { access: { page: 'assessmentSearch', key: 'export' }, answers: 'file' },
    schema: {
      tags: ['assessment'],
      summary: 'The assessment of the period as an Excel workbook (summary and orders)',
      querystring: AssessmentSearchQuerySchema,
    },
    handler: async (request, reply) => {
      const principal = requireUser(request);
      const { items, orders } = await assessment.all(principal, request.query);
      const zone = await app.companyZone(principal.companyId);
      const file = await assessmentWorkbook(items, orders, request.language, zone);
      return reply.headers(xlsxHeaders(ASSESSMENT_TITLE[request.language], zone)).send(file);
    },
  });

  app.get('/assessment/mine', {
    config: { access: 'user' },
    schema: {
      tags: ['assessment'],
      summary: "The caller's own scores in the period",
      querystring: MineQuerySchema,
      response: { 200: envelopeSchema(AssessmentResultSchema) },
    },
    handler: async (request) => ok(await assessment.mine(requireUser(request), request.query)),
  });
};
