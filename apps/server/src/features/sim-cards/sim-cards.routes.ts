import {
  IdParamsSchema,
  SimBatchSchema,
  SimBatchWarningSchema,
  SimCardCreateSchema,
  SimCardDetailSchema,
  SimCardListQuerySchema,
  SimCardSchema,
  SimCardUpdateSchema,
  SimChangePlanSchema,
  SimExtendSchema,
  SimRenewSchema,
  SimTopUpSchema,
  envelopeSchema,
  pageSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { SimCardsService } from './sim-cards.service.js';

const SyncResultSchema = z.object({ synced: z.number(), failed: z.number(), warned: z.number() });

/** SIM cards (spec §2 /SIM card_list_SIM, IOT_renew, IOT_change, IOT_append; /card refuelingBag, continuation_cycle). */
export const simCardsRoutes: FastifyPluginAsyncZod<{ cards: SimCardsService }> = async (app, { cards }) => {
  const tags = ['sim-cards'];
  const view = { access: { page: 'card_list_SIM', key: 'view' } } as const;
  const edit = { access: { page: 'card_list_SIM', key: 'edit' } } as const;

  app.get('/sim-cards', {
    config: view,
    schema: {
      tags,
      summary: 'The SIM cards of the caller’s devices, with this cycle’s usage and flags (warning, expiring, expired)',
      querystring: SimCardListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(SimCardSchema)) },
    },
    handler: async (request) => ok(await cards.list(requireUser(request), request.query)),
  });

  app.get('/sim-cards/:id', {
    config: view,
    schema: {
      tags,
      summary: 'One SIM card with its daily usage and its operations',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(SimCardDetailSchema) },
    },
    handler: async (request) => ok(await cards.get(requireUser(request), request.params.id)),
  });

  app.post('/sim-cards', {
    config: { access: { page: 'card_list_SIM', key: 'add' } },
    schema: {
      tags,
      summary: 'Register a SIM card in a device',
      body: SimCardCreateSchema,
      response: { 200: envelopeSchema(SimCardSchema) },
    },
    handler: async (request) => ok(await cards.create(requireUser(request), actorOf(request), request.body)),
  });

  app.put('/sim-cards/:id', {
    config: edit,
    schema: {
      tags,
      summary: 'Edit a SIM card (device, numbers, carrier, cycle day, warning level)',
      params: IdParamsSchema,
      body: SimCardUpdateSchema,
      response: { 200: envelopeSchema(SimCardSchema) },
    },
    handler: async (request) => ok(await cards.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/sim-cards/:id', {
    config: { access: { page: 'card_list_SIM', key: 'delete' } },
    schema: { tags, summary: 'Remove a SIM card', params: IdParamsSchema, response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await cards.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });

  const card = { 200: envelopeSchema(SimCardSchema) };
  const params = IdParamsSchema;

  app.post('/sim-cards/:id/renew', {
    config: edit,
    schema: {
      tags,
      summary: 'Renew: more months of the current plan (IOT_renew, continuation_cycle)',
      params,
      body: SimRenewSchema,
      response: card,
    },
    handler: async (request) => ok(await cards.renew(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.post('/sim-cards/:id/change-plan', {
    config: edit,
    schema: {
      tags,
      summary: 'Change plan (IOT_change), at the carrier when it has an offering code',
      params,
      body: SimChangePlanSchema,
      response: card,
    },
    handler: async (request) => ok(await cards.changePlan(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.post('/sim-cards/:id/extend', {
    config: edit,
    schema: { tags, summary: 'Extend the period by days (IOT_append)', params, body: SimExtendSchema, response: card },
    handler: async (request) => ok(await cards.extend(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.post('/sim-cards/:id/top-up', {
    config: edit,
    schema: { tags, summary: 'Top up a data pack for the current cycle (refuelingBag)', params, body: SimTopUpSchema, response: card },
    handler: async (request) => ok(await cards.topUp(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.post('/sim-cards/warning-level', {
    config: edit,
    schema: {
      tags,
      summary: 'Set the traffic warning level of the selected cards',
      body: SimBatchWarningSchema,
      response: { 200: envelopeSchema(z.object({ updated: z.number() })) },
    },
    handler: async (request) => ok(await cards.setWarning(requireUser(request), actorOf(request), request.body)),
  });

  app.post('/sim-cards/sync', {
    config: edit,
    schema: {
      tags,
      summary: 'Sync the selected cards with their carriers now',
      body: SimBatchSchema,
      response: { 200: envelopeSchema(SyncResultSchema) },
    },
    handler: async (request) => ok(await cards.syncNow(requireUser(request), request.body.ids)),
  });
};
