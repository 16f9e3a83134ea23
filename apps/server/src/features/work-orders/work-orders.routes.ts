import {
  IdParamsSchema,
  WorkOrderAssignSchema,
  WorkOrderCompleteSchema,
  WorkOrderCountsSchema,
  WorkOrderCreateSchema,
  WorkOrderDetailSchema,
  WorkOrderEditSchema,
  WorkOrderListQuerySchema,
  WorkOrderNoteSchema,
  WorkOrderReturnSchema,
  WorkOrderSchema,
  envelopeSchema,
  pageSchema,
  type WorkOrderAction,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser, type Access } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { WorkOrdersService } from './work-orders.service.js';

/**
 * Each action of the flow: the page key it needs (orderReview for dispatchers and creators,
 * myOrder for repairmen) and its body. Who may act on the particular order is the service's
 * check (the domain's transition table).
 */
const ACTIONS: { action: WorkOrderAction; access: Access; body: z.ZodType; summary: string }[] = [
  {
    action: 'dispatch',
    access: { page: 'orderReview', key: 'dispatch' },
    body: WorkOrderAssignSchema,
    summary: 'Dispatch a pending order',
  },
  {
    action: 'cancel-dispatch',
    access: { page: 'orderReview', key: 'dispatch' },
    body: WorkOrderNoteSchema,
    summary: 'Take a dispatched order back',
  },
  { action: 'accept', access: { page: 'myOrder', key: 'accept' }, body: WorkOrderNoteSchema, summary: 'Accept a dispatched order' },
  { action: 'start', access: { page: 'myOrder', key: 'accept' }, body: WorkOrderNoteSchema, summary: 'Start work on an accepted order' },
  {
    action: 'transfer',
    access: { page: 'myOrder', key: 'transfer' },
    body: WorkOrderAssignSchema,
    summary: 'Hand the order to someone else',
  },
  {
    action: 'return',
    access: { page: 'myOrder', key: 'transfer' },
    body: WorkOrderReturnSchema,
    summary: 'Send the order back to pending',
  },
  {
    action: 'complete',
    access: { page: 'myOrder', key: 'complete' },
    body: WorkOrderCompleteSchema,
    summary: 'Complete with the solution',
  },
  {
    action: 'cancel',
    access: { page: 'orderReview', key: 'edit' },
    body: WorkOrderNoteSchema,
    summary: 'Cancel a pending or dispatched order',
  },
];

export const workOrdersRoutes: FastifyPluginAsyncZod<{ workOrders: WorkOrdersService }> = async (app, { workOrders }) => {
  app.get('/work-orders', {
    config: { access: { page: 'orderReview', key: 'view' } },
    schema: {
      tags: ['work-orders'],
      summary: 'Work orders the caller may see; status, projectId and assigneeId (or "me") narrow the list',
      querystring: WorkOrderListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(WorkOrderSchema)) },
    },
    handler: async (request) => ok(await workOrders.list(requireUser(request), request.query)),
  });

  app.post('/work-orders', {
    config: { access: { page: 'orderReview', key: 'add' } },
    schema: {
      tags: ['work-orders'],
      summary: 'Open a repair order (status pending)',
      body: WorkOrderCreateSchema,
      response: { 200: envelopeSchema(WorkOrderSchema) },
    },
    handler: async (request) => ok(await workOrders.create(requireUser(request), actorOf(request), request.body)),
  });

  app.get('/work-orders/counts', {
    config: { access: { page: 'orderReview', key: 'view' } },
    schema: {
      tags: ['work-orders'],
      summary: 'Orders per status the caller may see (the overview cards); projectId and assigneeId narrow them',
      querystring: WorkOrderListQuerySchema.pick({ projectId: true, assigneeId: true }),
      response: { 200: envelopeSchema(WorkOrderCountsSchema) },
    },
    handler: async (request) => ok(await workOrders.counts(requireUser(request), request.query)),
  });

  app.get('/work-orders/:id/assignees', {
    config: { access: { page: 'orderReview', key: 'view' } },
    schema: {
      tags: ['work-orders'],
      summary: "The order company's active users, to dispatch or transfer it to",
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.array(z.object({ id: z.number(), userName: z.string() }))) },
    },
    handler: async (request) => ok(await workOrders.assignees(requireUser(request), request.params.id)),
  });

  app.get('/work-orders/:id', {
    config: { access: { page: 'orderReview', key: 'view' } },
    schema: {
      tags: ['work-orders'],
      summary: 'One order with its log',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(WorkOrderDetailSchema) },
    },
    handler: async (request) => ok(await workOrders.get(requireUser(request), request.params.id)),
  });

  app.put('/work-orders/:id', {
    config: { access: { page: 'orderReview', key: 'edit' } },
    schema: {
      tags: ['work-orders'],
      summary: "Edit a pending order's fields (logged as edit); 409 once dispatched, 403 unless creator, dispatcher or administrator",
      params: IdParamsSchema,
      body: WorkOrderEditSchema,
      response: { 200: envelopeSchema(WorkOrderSchema) },
    },
    handler: async (request) => ok(await workOrders.edit(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/work-orders/:id', {
    config: { access: { page: 'orderReview', key: 'delete' } },
    schema: {
      tags: ['work-orders'],
      summary: 'Delete an order (administrators; soft: kept for the audit, shown nowhere)',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await workOrders.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });

  for (const { action, access, body, summary } of ACTIONS) {
    app.post(`/work-orders/:id/${action}`, {
      config: { access },
      schema: {
        tags: ['work-orders'],
        summary: `${summary}; 409 when the order's status does not allow it`,
        params: IdParamsSchema,
        body,
        response: { 200: envelopeSchema(WorkOrderSchema) },
      },
      handler: async (request) =>
        ok(await workOrders.act(requireUser(request), actorOf(request), request.params.id, action, (request.body ?? {}) as object)),
    });
  }
};
