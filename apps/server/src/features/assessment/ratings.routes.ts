import { IdParamsSchema, OrderRatingBodySchema, OrderRatingSchema, envelopeSchema } from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { AssessmentService } from './assessment.service.js';

/** The customer's rating of a completed order (feeds the assessment); stored in order_ratings. */
export const ratingsRoutes: FastifyPluginAsyncZod<{ assessment: AssessmentService }> = async (app, { assessment }) => {
  app.get('/work-orders/:id/rating', {
    config: { access: { page: 'orderReview', key: 'view' } },
    schema: {
      tags: ['assessment'],
      summary: "The order's rating, or null",
      params: IdParamsSchema,
      response: { 200: envelopeSchema(OrderRatingSchema.nullable()) },
    },
    handler: async (request) => ok(await assessment.rating(requireUser(request), request.params.id)),
  });

  app.post('/work-orders/:id/rating', {
    config: { access: { page: 'orderReview', key: 'view' } },
    schema: {
      tags: ['assessment'],
      summary: 'Rate a completed order 1–5 stars (its creator or an administrator); 409 before completion',
      params: IdParamsSchema,
      body: OrderRatingBodySchema,
      response: { 200: envelopeSchema(OrderRatingSchema) },
    },
    handler: async (request) => ok(await assessment.rate(requireUser(request), actorOf(request), request.params.id, request.body)),
  });
};
