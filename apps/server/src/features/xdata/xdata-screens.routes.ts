import {
  IdParamsSchema,
  XDataScreenGroupSaveSchema,
  XDataScreenGroupSchema,
  XDataScreenSaveSchema,
  XDataQueryResultSchema,
  XDataScreenSchema,
  envelopeSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { XDataScreensService } from './xdata-screens.service.js';

/** A widget's rows, or the message of its query's failure (the other widgets still draw). */
const WidgetDataSchema = z.union([XDataQueryResultSchema, z.object({ error: z.string() })]);
const ScreenWithDataSchema = z.object({ screen: XDataScreenSchema, data: z.array(WidgetDataSchema) });

const PublicQuerySchema = z.object({ isPublic: z.string().max(4).optional() });

/** XDATA data screens and groups (spec §2): public links only for a public screen or group opened with isPublic=1. */
export const xdataScreensRoutes: FastifyPluginAsyncZod<{ screens: XDataScreensService }> = async (app, { screens }) => {
  const tags = ['xdata'];
  const page = 'xData_screen';

  app.get('/xdata/screens', {
    config: { access: { page, key: 'view' } },
    schema: { tags, summary: "The company's data screens", response: { 200: envelopeSchema(z.array(XDataScreenSchema)) } },
    handler: async (request) => ok(await screens.list(requireUser(request))),
  });
  app.get('/xdata/screens/:id', {
    config: { access: { page, key: 'view' } },
    schema: { tags, summary: 'One data screen', params: IdParamsSchema, response: { 200: envelopeSchema(XDataScreenSchema) } },
    handler: async (request) => ok(await screens.get(requireUser(request), request.params.id)),
  });
  app.get('/xdata/screens/:id/data', {
    config: { access: { page, key: 'view' } },
    schema: {
      tags,
      summary: "Each widget's rows (or its query's message)",
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.array(WidgetDataSchema)) },
    },
    handler: async (request) => ok(await screens.data(requireUser(request), request.params.id)),
  });
  app.post('/xdata/screens', {
    config: { access: { page, key: 'add' } },
    schema: { tags, summary: 'Create a data screen', body: XDataScreenSaveSchema, response: { 200: envelopeSchema(XDataScreenSchema) } },
    handler: async (request) => ok(await screens.create(requireUser(request), actorOf(request), request.body)),
  });
  app.put('/xdata/screens/:id', {
    config: { access: { page, key: 'edit' } },
    schema: {
      tags,
      summary: 'Save a data screen',
      params: IdParamsSchema,
      body: XDataScreenSaveSchema,
      response: { 200: envelopeSchema(XDataScreenSchema) },
    },
    handler: async (request) => ok(await screens.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });
  app.delete('/xdata/screens/:id', {
    config: { access: { page, key: 'delete' } },
    schema: { tags, summary: 'Delete a data screen', params: IdParamsSchema, response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await screens.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });

  app.get('/xdata/screen-groups', {
    config: { access: { page, key: 'view' } },
    schema: { tags, summary: "The company's screen groups", response: { 200: envelopeSchema(z.array(XDataScreenGroupSchema)) } },
    handler: async (request) => ok(await screens.groups(requireUser(request))),
  });
  app.post('/xdata/screen-groups', {
    config: { access: { page, key: 'add' } },
    schema: {
      tags,
      summary: 'Create a screen group',
      body: XDataScreenGroupSaveSchema,
      response: { 200: envelopeSchema(XDataScreenGroupSchema) },
    },
    handler: async (request) => ok(await screens.saveGroup(requireUser(request), actorOf(request), undefined, request.body)),
  });
  app.put('/xdata/screen-groups/:id', {
    config: { access: { page, key: 'edit' } },
    schema: {
      tags,
      summary: 'Save a screen group',
      params: IdParamsSchema,
      body: XDataScreenGroupSaveSchema,
      response: { 200: envelopeSchema(XDataScreenGroupSchema) },
    },
    handler: async (request) => ok(await screens.saveGroup(requireUser(request), actorOf(request), request.params.id, request.body)),
  });
  app.delete('/xdata/screen-groups/:id', {
    config: { access: { page, key: 'delete' } },
    schema: {
      tags,
      summary: 'Delete a screen group (its screens stay, ungrouped)',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await screens.removeGroup(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });

  app.get('/xdata/public/screens/:id', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'xData_share_screen: a public screen with its data, only with isPublic=1',
      params: IdParamsSchema,
      querystring: PublicQuerySchema,
      response: { 200: envelopeSchema(ScreenWithDataSchema) },
    },
    handler: async (request) => ok(await screens.publicScreen(request.params.id, request.query.isPublic)),
  });
  app.get('/xdata/public/groups/:id', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'xData_share_group: a public group with its screens, only with isPublic=1',
      params: IdParamsSchema,
      querystring: PublicQuerySchema,
      response: { 200: envelopeSchema(z.object({ group: XDataScreenGroupSchema, screens: z.array(ScreenWithDataSchema) })) },
    },
    handler: async (request) => ok(await screens.publicGroup(request.params.id, request.query.isPublic)),
  });
};
