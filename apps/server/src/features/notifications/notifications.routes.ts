import {
  ALARM_LEVELS,
  CompanyNotificationUpdateSchema,
  EscalationStepSchema,
  IdParamsSchema,
  NOTICE_TYPES,
  NOTIFY_CHANNELS,
  NotificationPreferencesSchema,
  PageQuerySchema,
  envelopeSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { NotificationsService } from './notifications.service.js';

const Bilingual = z.object({ 'zh-CN': z.string(), 'en-US': z.string() });
const EntrySchema = z.object({
  id: z.number(),
  type: z.enum(NOTICE_TYPES),
  title: Bilingual,
  body: Bilingual,
  link: z.string().nullable(),
  subject: z.object({ kind: z.string(), id: z.number() }).nullable(),
  level: z.number().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
const CompanySettingsResponse = z.object({
  companyId: z.number(),
  timeZone: z.string(),
  webhookUrl: z.string(),
  hasWebhookSecret: z.boolean(),
  escalation: z.array(EscalationStepSchema),
  quietBypassLevels: z.array(z.literal(ALARM_LEVELS)),
});
const OutcomeSchema = z.object({
  channel: z.enum(NOTIFY_CHANNELS),
  recipient: z.string(),
  status: z.enum(['sent', 'failed', 'skipped']),
  error: z.string().nullable(),
});
const CompanyQuery = z.object({ companyId: z.coerce.number().int().positive().optional() });
const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === '1' || value === 'true');

/**
 * The alert window (inbox) of the caller, its polling feed, personal notification settings, the
 * company's webhook and escalation policy (administrators), and a test message to oneself.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  app.get('/inbox', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary: "The caller's open alert-window entries, newest first, with the unread count",
      querystring: PageQuerySchema,
      response: { 200: envelopeSchema(z.object({ items: z.array(EntrySchema), total: z.number(), unread: z.number() })) },
    },
    handler: async (request) => ok(await notifications.inbox(requireUser(request), request.query)),
  });

  app.get('/inbox/feed', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary: 'The 10 s polling feed: with first=1 every open entry, then the entries since the last poll (or since `after`)',
      querystring: z.object({ first: flag.default(false), after: z.coerce.number().int().min(0).optional() }),
      response: { 200: envelopeSchema(z.object({ first: z.boolean(), cursor: z.number(), items: z.array(EntrySchema) })) },
    },
    handler: async (request) => ok(await notifications.feed(requireUser(request), request.query)),
  });

  app.post('/inbox/:id/dismiss', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary: 'Dismiss one entry of the alert window',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await notifications.dismiss(requireUser(request), request.params.id);
      return ok(null);
    },
  });

  app.post('/inbox/dismiss-all', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary: 'Dismiss every entry of the alert window',
      response: { 200: envelopeSchema(z.object({ dismissed: z.number() })) },
    },
    handler: async (request) => ok(await notifications.dismissAll(requireUser(request))),
  });

  app.post('/inbox/read-all', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary: 'Mark every entry of the alert window read (the badge counts unread entries); they stay listed',
      response: { 200: envelopeSchema(z.object({ read: z.number() })) },
    },
    handler: async (request) => ok(await notifications.readAll(requireUser(request))),
  });

  app.get('/notifications/settings', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary: 'Your alert types, alarm levels, projects, e-mail switch, quiet hours and language',
      response: { 200: envelopeSchema(NotificationPreferencesSchema) },
    },
    handler: async (request) => ok(await notifications.preferences(requireUser(request))),
  });

  app.put('/notifications/settings', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary: 'Change your notification settings',
      body: NotificationPreferencesSchema,
      response: { 200: envelopeSchema(NotificationPreferencesSchema) },
    },
    handler: async (request) => ok(await notifications.savePreferences(requireUser(request), request.body)),
  });

  app.post('/notifications/test', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary: 'Send yourself a test message on every channel you have on; answers each outcome',
      response: { 200: envelopeSchema(z.object({ deliveries: z.array(OutcomeSchema) })) },
    },
    handler: async (request) => ok(await notifications.test(requireUser(request))),
  });

  app.get('/notifications/company', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary:
        "The company's time zone, webhook (the secret only as set or not), escalation policy and quiet-hours levels (administrators)",
      querystring: CompanyQuery,
      response: { 200: envelopeSchema(CompanySettingsResponse) },
    },
    handler: async (request) => ok(await notifications.companySettings(requireUser(request), request.query.companyId)),
  });

  app.put('/notifications/company', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary: "Change the company's notification settings (administrators; grade 0 names the company)",
      querystring: CompanyQuery,
      body: CompanyNotificationUpdateSchema,
      response: { 200: envelopeSchema(CompanySettingsResponse) },
    },
    handler: async (request) =>
      ok(await notifications.saveCompanySettings(requireUser(request), actorOf(request), request.query.companyId, request.body)),
  });

  app.get('/notifications/deliveries', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary: "The company's latest 100 delivery outcomes (administrators)",
      querystring: CompanyQuery,
      response: {
        200: envelopeSchema(
          z.object({
            items: z.array(
              OutcomeSchema.extend({
                id: z.number(),
                userId: z.number().nullable(),
                alarmId: z.number().nullable(),
                messageType: z.enum(NOTICE_TYPES),
                attempt: z.number(),
                at: z.string(),
              }),
            ),
            total: z.number(),
          }),
        ),
      },
    },
    handler: async (request) => ok(await notifications.deliveries(requireUser(request), request.query.companyId)),
  });
};
