import {
  IdParamsSchema,
  ScreenCreateSchema,
  ScreenDataSchema,
  ScreenDetailSchema,
  ScreenListQuerySchema,
  ScreenSummarySchema,
  ScreenUpdateSchema,
  envelopeSchema,
  pageSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { readerOf, requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { ScreensService } from './screens.service.js';

/**
 * Large screens. The list and its changes are the screen list's (`large_list`) keys; the display's
 * two reads — the screen and its data, both keyed by the screen's id — are `largeScreen` view and
 * name the `screen` share target, so a screen's share link passes these two routes alone. All
 * within the caller's project scope; the data within the screen's project.
 */
export const screensRoutes: FastifyPluginAsyncZod<{ screens: ScreensService }> = async (app, { screens }) => {
  const tags = ['screens'];

  app.get('/screens', {
    config: { access: { page: 'large_list', key: 'view' } },
    schema: {
      tags,
      summary: 'The screens of the caller’s projects, newest first, each with its stored SVG thumbnail',
      querystring: ScreenListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(ScreenSummarySchema)) },
    },
    handler: async (request) => ok(await screens.list(requireUser(request), request.query)),
  });

  app.get('/screens/:id', {
    config: { access: { page: 'largeScreen', key: 'view', share: 'screen' } },
    schema: { tags, summary: 'One screen with its layout', params: IdParamsSchema, response: { 200: envelopeSchema(ScreenDetailSchema) } },
    handler: async (request) => ok(await screens.get(readerOf(request), request.params.id)),
  });

  app.get('/screens/:id/data', {
    config: { access: { page: 'largeScreen', key: 'view', share: 'screen' } },
    schema: {
      tags,
      summary:
        "What the display draws: the overview of the screen's project, the KPI points' newest values and the charts' series up to now",
      params: IdParamsSchema,
      response: { 200: envelopeSchema(ScreenDataSchema) },
    },
    handler: async (request) => ok(await screens.data(readerOf(request), request.params.id)),
  });

  app.post('/screens', {
    config: { access: { page: 'large_list', key: 'add' } },
    schema: {
      tags,
      summary: 'Create a screen of a project',
      body: ScreenCreateSchema,
      response: { 200: envelopeSchema(ScreenDetailSchema) },
    },
    handler: async (request) => ok(await screens.create(requireUser(request), actorOf(request), request.body)),
  });

  app.put('/screens/:id', {
    config: { access: { page: 'large_list', key: 'edit' } },
    schema: {
      tags,
      summary: 'Rename a screen or save its layout (the thumbnail is drawn again)',
      params: IdParamsSchema,
      body: ScreenUpdateSchema,
      response: { 200: envelopeSchema(ScreenDetailSchema) },
    },
    handler: async (request) => ok(await screens.update(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.delete('/screens/:id', {
    config: { access: { page: 'large_list', key: 'delete' } },
    schema: { tags, summary: 'Delete a screen', params: IdParamsSchema, response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await screens.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });
};
