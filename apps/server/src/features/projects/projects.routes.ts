import {
  DeviceSummarySchema,
  IdParamsSchema,
  ProjectCreateSchema,
  ProjectListQuerySchema,
  ProjectUpdateSchema,
  ProjectWithDeviceCreateSchema,
  envelopeSchema,
  pageSchema,
  ProjectSummarySchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { ProjectsService } from './projects.service.js';

export const projectsRoutes: FastifyPluginAsyncZod<{ projects: ProjectsService }> = async (app, { projects }) => {
  app.get('/projects', {
    config: { access: { page: 'item_page', key: 'view' } },
    schema: {
      tags: ['projects'],
      summary: 'Projects the caller may see; groupId and treeNodeId (with the nodes under it) narrow the list',
      querystring: ProjectListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(ProjectSummarySchema)) },
    },
    handler: async (request) => ok(await projects.list(requireUser(request), request.query)),
  });

  app.post('/projects', {
    config: { access: { page: 'item_page', key: 'add' } },
    schema: {
      tags: ['projects'],
      summary: 'Create a project',
      body: ProjectCreateSchema,
      response: { 200: envelopeSchema(ProjectSummarySchema) },
    },
    handler: async (request) => ok(await projects.create(requireUser(request), actorOf(request), request.body)),
  });

  app.post('/projects/with-device', {
    // Also needs deviceConfigration "add": the service checks the second grant.
    config: { access: { page: 'item_page', key: 'add' } },
    schema: {
      tags: ['projects'],
      summary: 'Create a project and its first device in one transaction (both or neither)',
      body: ProjectWithDeviceCreateSchema,
      response: { 200: envelopeSchema(z.object({ project: ProjectSummarySchema, device: DeviceSummarySchema })) },
    },
    handler: async (request) => ok(await projects.createWithDevice(requireUser(request), actorOf(request), request.body)),
  });

  app.get('/projects/:id', {
    config: { access: { page: 'item_page', key: 'view' } },
    schema: { tags: ['projects'], summary: 'One project', params: IdParamsSchema, response: { 200: envelopeSchema(ProjectSummarySchema) } },
    handler: async (request) => ok(await projects.get(requireUser(request), request.params.id)),
  });

  app.put('/projects/:id', {
    config: { access: { page: 'item_page', key: 'edit' } },
    schema: {
      tags: ['projects'],
      summary: 'Change a project',
      params: IdParamsSchema,
      body: ProjectUpdateSchema,
      response: { 200: envelopeSchema(ProjectSummarySchema) },
    },
    handler: async (request) => ok(await projects.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/projects/:id', {
    config: { access: { page: 'item_page', key: 'delete' } },
    schema: { tags: ['projects'], summary: 'Delete a project', params: IdParamsSchema, response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await projects.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });
};
