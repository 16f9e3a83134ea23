import {
  AssignmentCreateSchema,
  AssignmentSchema,
  AssignmentUpdateSchema,
  AutomationListQuerySchema,
  IdParamsSchema,
  StatusTableCreateSchema,
  StatusTableListQuerySchema,
  StatusTableSchema,
  StatusTableUpdateSchema,
  TriggerCreateSchema,
  TriggerSchema,
  TriggerUpdateSchema,
  envelopeSchema,
  pageSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { AutomationService } from './automation.service.js';
import type { StatusesService } from './statuses.service.js';

const Deleted = envelopeSchema(z.object({ id: z.number() }));

/**
 * Conditional automation (spec §3, §7 assignment): triggers (page configure_trigger), assignments
 * (configure_assignment) and status tables (configure_status).
 */
export const automationRoutes: FastifyPluginAsyncZod<{ automation: AutomationService; statuses: StatusesService }> = async (
  app,
  { automation, statuses },
) => {
  const tags = ['automation'];

  app.get('/triggers', {
    config: { access: { page: 'configure_trigger', key: 'view' } },
    schema: {
      tags,
      summary: 'Conditional triggers the caller may see; projectId, deviceId and keyword narrow the list',
      querystring: AutomationListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(TriggerSchema)) },
    },
    handler: async (request) => ok(await automation.listTriggers(requireUser(request), request.query)),
  });
  app.post('/triggers', {
    config: { access: { page: 'configure_trigger', key: 'add' } },
    schema: {
      tags,
      summary: 'Add a trigger: a condition on a point (other points read must be on the same device), held for a duration',
      body: TriggerCreateSchema,
      response: { 200: envelopeSchema(TriggerSchema) },
    },
    handler: async (request) => ok(await automation.createTrigger(requireUser(request), actorOf(request), request.body)),
  });
  app.get('/triggers/:id', {
    config: { access: { page: 'configure_trigger', key: 'view' } },
    schema: { tags, summary: 'One trigger', params: IdParamsSchema, response: { 200: envelopeSchema(TriggerSchema) } },
    handler: async (request) => ok(await automation.getTrigger(requireUser(request), request.params.id)),
  });
  app.put('/triggers/:id', {
    config: { access: { page: 'configure_trigger', key: 'edit' } },
    schema: {
      tags,
      summary: 'Change a trigger (the result must pass every rule; its point stays on its device)',
      params: IdParamsSchema,
      body: TriggerUpdateSchema,
      response: { 200: envelopeSchema(TriggerSchema) },
    },
    handler: async (request) => ok(await automation.updateTrigger(requireUser(request), actorOf(request), request.params.id, request.body)),
  });
  app.delete('/triggers/:id', {
    config: { access: { page: 'configure_trigger', key: 'delete' } },
    schema: { tags, summary: 'Delete a trigger and its assignments', params: IdParamsSchema, response: { 200: Deleted } },
    handler: async (request) => ok(await automation.removeTrigger(requireUser(request), actorOf(request), request.params.id)),
  });

  app.get('/assignments', {
    config: { access: { page: 'configure_assignment', key: 'view' } },
    schema: {
      tags,
      summary: 'Assignments the caller may see; projectId, deviceId, triggerId and keyword narrow the list',
      querystring: AutomationListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(AssignmentSchema)) },
    },
    handler: async (request) => ok(await automation.listAssignments(requireUser(request), request.query)),
  });
  app.post('/assignments', {
    config: { access: { page: 'configure_assignment', key: 'add' } },
    schema: {
      tags,
      summary: "Add an assignment: when its trigger fires, write a constant or a point's value to a writable point of the device",
      body: AssignmentCreateSchema,
      response: { 200: envelopeSchema(AssignmentSchema) },
    },
    handler: async (request) => ok(await automation.createAssignment(requireUser(request), actorOf(request), request.body)),
  });
  app.get('/assignments/:id', {
    config: { access: { page: 'configure_assignment', key: 'view' } },
    schema: { tags, summary: 'One assignment', params: IdParamsSchema, response: { 200: envelopeSchema(AssignmentSchema) } },
    handler: async (request) => ok(await automation.getAssignment(requireUser(request), request.params.id)),
  });
  app.put('/assignments/:id', {
    config: { access: { page: 'configure_assignment', key: 'edit' } },
    schema: {
      tags,
      summary: 'Change an assignment (the result must pass every rule)',
      params: IdParamsSchema,
      body: AssignmentUpdateSchema,
      response: { 200: envelopeSchema(AssignmentSchema) },
    },
    handler: async (request) =>
      ok(await automation.updateAssignment(requireUser(request), actorOf(request), request.params.id, request.body)),
  });
  app.delete('/assignments/:id', {
    config: { access: { page: 'configure_assignment', key: 'delete' } },
    schema: { tags, summary: 'Delete an assignment', params: IdParamsSchema, response: { 200: Deleted } },
    handler: async (request) => ok(await automation.removeAssignment(requireUser(request), actorOf(request), request.params.id)),
  });

  app.get('/status-tables', {
    config: { access: { page: 'configure_status', key: 'view' } },
    schema: {
      tags,
      summary: "Status tables of the caller's company (grade 0: every company's, companyId narrows)",
      querystring: StatusTableListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(StatusTableSchema)) },
    },
    handler: async (request) => ok(await statuses.list(requireUser(request), request.query)),
  });
  app.post('/status-tables', {
    config: { access: { page: 'configure_status', key: 'add' } },
    schema: {
      tags,
      summary: 'Add a status table: value -> text in both languages (grade 0 names the company)',
      body: StatusTableCreateSchema,
      response: { 200: envelopeSchema(StatusTableSchema) },
    },
    handler: async (request) => ok(await statuses.create(requireUser(request), actorOf(request), request.body)),
  });
  app.get('/status-tables/:id', {
    config: { access: { page: 'configure_status', key: 'view' } },
    schema: { tags, summary: 'One status table', params: IdParamsSchema, response: { 200: envelopeSchema(StatusTableSchema) } },
    handler: async (request) => ok(await statuses.get(requireUser(request), request.params.id)),
  });
  app.put('/status-tables/:id', {
    config: { access: { page: 'configure_status', key: 'edit' } },
    schema: {
      tags,
      summary: 'Change a status table (the points that reference it show the new words)',
      params: IdParamsSchema,
      body: StatusTableUpdateSchema,
      response: { 200: envelopeSchema(StatusTableSchema) },
    },
    handler: async (request) => ok(await statuses.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });
  app.delete('/status-tables/:id', {
    config: { access: { page: 'configure_status', key: 'delete' } },
    schema: {
      tags,
      summary: 'Delete a status table no point references (409 otherwise)',
      params: IdParamsSchema,
      response: { 200: Deleted },
    },
    handler: async (request) => ok(await statuses.remove(requireUser(request), actorOf(request), request.params.id)),
  });
};
