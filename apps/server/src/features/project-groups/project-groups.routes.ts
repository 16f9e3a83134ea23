import {
  CompanyFilterQuerySchema,
  IdParamsSchema,
  ProjectGroupCreateSchema,
  ProjectGroupSummarySchema,
  ProjectGroupUpdateSchema,
  TreeNodeCreateSchema,
  TreeNodeSummarySchema,
  TreeNodeUpdateSchema,
  envelopeSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { ProjectGroupsService } from './project-groups.service.js';

/** Project groups and the tree model: both arrange the project list (page item_page). */
export const projectGroupsRoutes: FastifyPluginAsyncZod<{ groups: ProjectGroupsService }> = async (app, { groups }) => {
  app.get('/project-groups', {
    config: { access: { page: 'item_page', key: 'view' } },
    schema: {
      tags: ['projects'],
      summary: 'Project groups of the caller’s company (grade 0: every company, or the one asked for)',
      querystring: CompanyFilterQuerySchema,
      response: { 200: envelopeSchema(z.array(ProjectGroupSummarySchema)) },
    },
    handler: async (request) => ok(await groups.listGroups(requireUser(request), request.query)),
  });

  app.post('/project-groups', {
    config: { access: { page: 'item_page', key: 'add' } },
    schema: {
      tags: ['projects'],
      summary: 'Add a project group',
      body: ProjectGroupCreateSchema,
      response: { 200: envelopeSchema(ProjectGroupSummarySchema) },
    },
    handler: async (request) => ok(await groups.createGroup(requireUser(request), actorOf(request), request.body)),
  });

  app.put('/project-groups/:id', {
    config: { access: { page: 'item_page', key: 'edit' } },
    schema: {
      tags: ['projects'],
      summary: 'Rename or reorder a project group',
      params: IdParamsSchema,
      body: ProjectGroupUpdateSchema,
      response: { 200: envelopeSchema(ProjectGroupSummarySchema) },
    },
    handler: async (request) => ok(await groups.updateGroup(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/project-groups/:id', {
    config: { access: { page: 'item_page', key: 'delete' } },
    schema: {
      tags: ['projects'],
      summary: 'Delete a project group; its projects stay, without a group',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await groups.removeGroup(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });

  app.get('/tree-nodes', {
    config: { access: { page: 'item_page', key: 'view' } },
    schema: {
      tags: ['projects'],
      summary: 'The tree model, as a flat list with parentId',
      querystring: CompanyFilterQuerySchema,
      response: { 200: envelopeSchema(z.array(TreeNodeSummarySchema)) },
    },
    handler: async (request) => ok(await groups.listNodes(requireUser(request), request.query)),
  });

  app.post('/tree-nodes', {
    config: { access: { page: 'item_page', key: 'add' } },
    schema: {
      tags: ['projects'],
      summary: 'Add a tree node (a root, or under parentId)',
      body: TreeNodeCreateSchema,
      response: { 200: envelopeSchema(TreeNodeSummarySchema) },
    },
    handler: async (request) => ok(await groups.createNode(requireUser(request), actorOf(request), request.body)),
  });

  app.put('/tree-nodes/:id', {
    config: { access: { page: 'item_page', key: 'edit' } },
    schema: {
      tags: ['projects'],
      summary: 'Rename or move a tree node (409 when the move would put it under itself)',
      params: IdParamsSchema,
      body: TreeNodeUpdateSchema,
      response: { 200: envelopeSchema(TreeNodeSummarySchema) },
    },
    handler: async (request) => ok(await groups.updateNode(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/tree-nodes/:id', {
    config: { access: { page: 'item_page', key: 'delete' } },
    schema: {
      tags: ['projects'],
      summary: 'Delete a tree node and the nodes under it; their projects leave the tree',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await groups.removeNode(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });
};
