import {
  IdParamsSchema,
  ListQuerySchema,
  MENU_GROUPS,
  PAGES,
  PermissionMapSchema,
  RoleCreateSchema,
  RoleUpdateSchema,
  envelopeSchema,
  pageSchema,
  RoleSummarySchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { RolesService } from './roles.service.js';

const Title = z.object({ 'zh-CN': z.string(), 'en-US': z.string() });
const CatalogueSchema = z.array(
  z.object({ page: z.string(), keys: z.array(z.string()), title: Title, group: z.string().nullable(), groupTitle: Title.nullable() }),
);

/** The catalogue of pages and keys (docs/API.md), from the one list in packages/domain. */
const catalogue = PAGES.map((page) => ({
  page: page.name,
  keys: [...page.keys],
  title: page.title,
  group: page.group ?? null,
  groupTitle: page.group ? MENU_GROUPS[page.group] : null,
}));

export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (app, { roles }) => {
  app.get('/permissions', {
    config: { access: 'user' },
    schema: { tags: ['roles'], summary: 'The catalogue of pages and permission keys', response: { 200: envelopeSchema(CatalogueSchema) } },
    handler: async () => ok(catalogue),
  });

  app.get('/roles', {
    config: { access: { page: 'rbac_role_page', key: 'view' } },
    schema: {
      tags: ['roles'],
      summary: 'Roles of the caller’s company (all for grade 0)',
      querystring: ListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(RoleSummarySchema)) },
    },
    handler: async (request) => ok(await roles.list(requireUser(request), request.query)),
  });

  app.post('/roles', {
    config: { access: { page: 'rbac_role_page', key: 'add' } },
    schema: { tags: ['roles'], summary: 'Create a role', body: RoleCreateSchema, response: { 200: envelopeSchema(RoleSummarySchema) } },
    handler: async (request) => ok(await roles.create(requireUser(request), actorOf(request), request.body)),
  });

  app.get('/roles/:id', {
    config: { access: { page: 'rbac_role_page', key: 'view' } },
    schema: { tags: ['roles'], summary: 'One role', params: IdParamsSchema, response: { 200: envelopeSchema(RoleSummarySchema) } },
    handler: async (request) => ok(await roles.get(requireUser(request), request.params.id)),
  });

  app.put('/roles/:id', {
    config: { access: { page: 'rbac_role_page', key: 'edit' } },
    schema: {
      tags: ['roles'],
      summary: 'Rename a role or change its remarks',
      params: IdParamsSchema,
      body: RoleUpdateSchema.omit({ permissions: true }),
      response: { 200: envelopeSchema(RoleSummarySchema) },
    },
    handler: async (request) => ok(await roles.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.put('/roles/:id/permissions', {
    config: { access: { page: 'role-permission', key: 'edit' } },
    schema: {
      tags: ['roles'],
      summary: 'Replace a role’s permission matrix',
      params: IdParamsSchema,
      body: z.object({ permissions: PermissionMapSchema }),
      response: { 200: envelopeSchema(RoleSummarySchema) },
    },
    handler: async (request) =>
      ok(await roles.update(requireUser(request), actorOf(request), request.params.id, { permissions: request.body.permissions })),
  });

  app.delete('/roles/:id', {
    config: { access: { page: 'rbac_role_page', key: 'delete' } },
    schema: { tags: ['roles'], summary: 'Delete a role', params: IdParamsSchema, response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await roles.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });
};
