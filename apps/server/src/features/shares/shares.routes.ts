import {
  envelopeSchema,
  IdParamsSchema,
  SharedContentSchema,
  ShareCreateSchema,
  ShareLinkSchema,
  ShareListQuerySchema,
  ShareOpenedSchema,
  ShareOpenSchema,
  ShareProbeSchema,
  ShareSummarySchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { SharesService } from './shares.service.js';

/**
 * Share links (spec §2 share pages, §3 link authority). Making, listing and revoking follow the
 * project page (`item_page` edit to share, `item_query` view to list) and the caller's scope;
 * probing and opening a link are public; `current` answers a share token only.
 */
export const sharesRoutes: FastifyPluginAsyncZod<{ shares: SharesService }> = async (app, { shares }) => {
  const tags = ['shares'];

  app.post('/share-links', {
    config: { access: { page: 'item_page', key: 'edit' } },
    schema: {
      tags,
      summary: 'Share a project group, project, view or device (open, or secret with a code)',
      body: ShareCreateSchema,
      response: { 200: envelopeSchema(ShareSummarySchema) },
    },
    handler: async (request) => ok(await shares.create(requireUser(request), actorOf(request), request.body)),
  });

  app.get('/share-links', {
    config: { access: { page: 'item_query', key: 'view' } },
    schema: {
      tags,
      summary: "An object's share links, newest first (never their codes)",
      querystring: ShareListQuerySchema,
      response: { 200: envelopeSchema(z.array(ShareSummarySchema)) },
    },
    handler: async (request) => ok(await shares.list(requireUser(request), request.query.objectType, request.query.objectId)),
  });

  app.post('/share-links/:id/revoke', {
    config: { access: { page: 'item_page', key: 'edit' } },
    schema: {
      tags,
      summary: 'Revoke a link: it and every page opened from it stop at once',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(ShareSummarySchema) },
    },
    handler: async (request) => ok(await shares.revoke(requireUser(request), actorOf(request), request.params.id)),
  });

  app.post('/share-links/probe', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Whether a link is alive and wants a code (404 error.shareLinkInvalid when revoked, expired or unknown)',
      body: z.object({ link: ShareLinkSchema }),
      response: { 200: envelopeSchema(ShareProbeSchema) },
    },
    handler: async (request) => ok(await shares.probe(request.body.link)),
  });

  app.post('/share-links/open', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Open a link (with its code when secret; wrong codes are rate-limited): a short-lived share token for its object',
      body: ShareOpenSchema,
      response: { 200: envelopeSchema(ShareOpenedSchema) },
    },
    handler: async (request) => ok(await shares.open(request.body, request.ip)),
  });

  app.get('/share-links/current', {
    config: { access: 'share' },
    schema: {
      tags,
      summary: "What the caller's share token shows: the object's name, its projects, views and devices",
      response: { 200: envelopeSchema(SharedContentSchema) },
    },
    handler: async (request) => {
      if (!request.share) throw new AppError('NOT_FOUND', {}, 'error.shareLinkInvalid');
      return ok(await shares.current(request.share));
    },
  });
};
