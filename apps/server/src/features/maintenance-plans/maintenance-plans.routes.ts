import {
  IdParamsSchema,
  MaintenanceOrderListQuerySchema,
  MaintenanceOrderSchema,
  MaintenancePlanBodySchema,
  MaintenancePlanListQuerySchema,
  MaintenancePlanSchema,
  WorkOrderCompleteSchema,
  WorkOrderSchema,
  envelopeSchema,
  pageSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { MaintenancePlansService } from './maintenance-plans.service.js';

const tags = ['maintenance'];

export const maintenancePlansRoutes: FastifyPluginAsyncZod<{ plans: MaintenancePlansService }> = async (app, { plans }) => {
  app.get('/maintenance-plans', {
    config: { access: { page: 'maintain_management', key: 'view' } },
    schema: {
      tags,
      summary: 'Maintenance plans the caller may see; projectId, type, status and keyword narrow the list',
      querystring: MaintenancePlanListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(MaintenancePlanSchema)) },
    },
    handler: async (request) => ok(await plans.list(requireUser(request), request.query)),
  });

  app.post('/maintenance-plans', {
    config: { access: { page: 'maintain_management', key: 'add' } },
    schema: {
      tags,
      summary: 'Create a plan; its next time is the first occurrence from now',
      body: MaintenancePlanBodySchema,
      response: { 200: envelopeSchema(MaintenancePlanSchema) },
    },
    handler: async (request) => ok(await plans.create(requireUser(request), actorOf(request), request.body)),
  });

  app.get('/maintenance-plans/assignees', {
    config: { access: { page: 'maintain_management', key: 'view' } },
    schema: {
      tags,
      summary: "The technicians a plan of the project may go to (the form's picker): the people of the project's company",
      querystring: z.object({ projectId: z.coerce.number().int().positive().max(2_147_483_647) }),
      response: { 200: envelopeSchema(z.array(z.object({ id: z.number(), userName: z.string() }))) },
    },
    handler: async (request) => ok(await plans.assignees(requireUser(request), request.query.projectId)),
  });

  app.get('/maintenance-plans/:id', {
    config: { access: { page: 'maintain_management', key: 'view' } },
    schema: { tags, summary: 'One plan', params: IdParamsSchema, response: { 200: envelopeSchema(MaintenancePlanSchema) } },
    handler: async (request) => ok(await plans.get(requireUser(request), request.params.id)),
  });

  app.put('/maintenance-plans/:id', {
    config: { access: { page: 'maintain_management', key: 'edit' } },
    schema: {
      tags,
      summary: 'Change a plan; a running plan is re-armed from now (a plan time never opens two orders)',
      params: IdParamsSchema,
      body: MaintenancePlanBodySchema,
      response: { 200: envelopeSchema(MaintenancePlanSchema) },
    },
    handler: async (request) => ok(await plans.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/maintenance-plans/:id', {
    config: { access: { page: 'maintain_management', key: 'delete' } },
    schema: {
      tags,
      summary: 'Delete a plan (its orders stay)',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.object({ id: z.number() })) },
    },
    handler: async (request) => ok(await plans.remove(requireUser(request), actorOf(request), request.params.id)),
  });

  for (const action of ['start', 'stop'] as const) {
    app.post(`/maintenance-plans/:id/${action}`, {
      config: { access: { page: 'maintain_management', key: 'edit' } },
      schema: {
        tags,
        summary:
          action === 'start' ? 'Start a stopped plan from its next occurrence; 409 otherwise' : 'Stop a plan; 409 when already stopped',
        params: IdParamsSchema,
        response: { 200: envelopeSchema(MaintenancePlanSchema) },
      },
      handler: async (request) => ok(await plans.act(requireUser(request), actorOf(request), request.params.id, action)),
    });
  }

  app.get('/maintenance-orders', {
    config: { access: { page: 'maintain_list', key: 'view' } },
    schema: {
      tags,
      summary: 'Maintenance orders (maintain_list)',
      querystring: MaintenanceOrderListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(MaintenanceOrderSchema)) },
    },
    handler: async (request) => ok(await plans.orders(requireUser(request), { ...request.query, view: 'all' })),
  });
  app.get('/maintenance-orders/mine', {
    config: { access: { page: 'maintain_mine', key: 'view' } },
    schema: {
      tags,
      summary: 'Maintenance orders assigned to the caller (maintain_mine)',
      querystring: MaintenanceOrderListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(MaintenanceOrderSchema)) },
    },
    handler: async (request) => ok(await plans.orders(requireUser(request), { ...request.query, view: 'mine' })),
  });
  app.get('/maintenance-orders/submitted', {
    config: { access: { page: 'maintain_submit', key: 'view' } },
    schema: {
      tags,
      summary: 'Maintenance submission query: completed maintenance orders with their results',
      querystring: MaintenanceOrderListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(MaintenanceOrderSchema)) },
    },
    handler: async (request) => ok(await plans.orders(requireUser(request), { ...request.query, view: 'submitted' })),
  });
  app.post('/maintenance-orders/:id/submit', {
    config: { access: { page: 'maintain_submit', key: 'add' } },
    schema: {
      tags,
      summary: 'Submit the result of a maintenance order (the work-order complete step)',
      params: IdParamsSchema,
      body: WorkOrderCompleteSchema,
      response: { 200: envelopeSchema(WorkOrderSchema) },
    },
    handler: async (request) => ok(await plans.submit(requireUser(request), actorOf(request), request.params.id, request.body)),
  });
};
