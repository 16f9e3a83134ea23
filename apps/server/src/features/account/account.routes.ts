import multipart from '@fastify/multipart';
import {
  AVATAR_MAX_BYTES,
  AccountSettingsSchema,
  BindCodeSchema,
  BindEmailSchema,
  BindPhoneSchema,
  CodeSchema,
  LOGO_TEXT_MAX_LENGTH,
  ProfileSchema,
  UserNameSchema,
  envelopeSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { storedFileHeaders, type FileStore } from '../../lib/files.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import { AVATAR_FOLDER, type AccountService } from './account.service.js';

const SettingsSchema = AccountSettingsSchema.extend({ wechatBound: z.boolean() });

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService; files: FileStore }> = async (app, { account, files }) => {
  app.get('/account/profile', {
    config: { access: 'user' },
    schema: {
      tags: ['account'],
      summary: "The signed-in user's profile, pages and permissions",
      querystring: z.object({ shell: z.enum(['desktop', 'mobile']).default('desktop') }),
      response: { 200: envelopeSchema(ProfileSchema) },
    },
    handler: async (request) => ok(await account.profile(requireUser(request), request.query.shell)),
  });

  app.put('/account/user-name', {
    config: { access: 'user' },
    schema: {
      tags: ['account'],
      summary: 'Change your user name',
      body: z.object({ userName: UserNameSchema }),
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await account.rename(requireUser(request), actorOf(request), request.body.userName);
      return ok(null);
    },
  });

  app.put('/account/logo-text', {
    config: { access: 'user' },
    schema: {
      tags: ['account'],
      summary: "Set the company's logo text (company administrators; empty resets it)",
      body: z.object({ text: z.string().trim().max(LOGO_TEXT_MAX_LENGTH, { message: 'validation.tooLong' }) }),
      response: { 200: envelopeSchema(z.object({ logoText: z.string().nullable() })) },
    },
    handler: async (request) => ok(await account.setLogoText(requireUser(request), actorOf(request), request.body.text)),
  });

  app.get('/account/settings', {
    config: { access: 'user' },
    schema: { tags: ['account'], summary: 'Push and alarm pop-up settings', response: { 200: envelopeSchema(SettingsSchema) } },
    handler: async (request) => ok(await account.settings(requireUser(request))),
  });

  app.put('/account/settings', {
    config: { access: 'user' },
    schema: {
      tags: ['account'],
      summary: 'Change push and alarm pop-up settings (all push off unbinds WeChat)',
      body: AccountSettingsSchema.partial(),
      response: { 200: envelopeSchema(SettingsSchema) },
    },
    handler: async (request) => ok(await account.updateSettings(requireUser(request), request.body)),
  });

  app.post('/account/bind/code', {
    config: { access: 'user' },
    schema: {
      tags: ['account'],
      summary: 'Send a code to the phone (SMS) or e-mail address you want to bind; 409 when another user has it',
      description: 'Body `{ phone }` or `{ email }`, one of the two.',
      body: BindCodeSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await account.sendBindCode(requireUser(request), request.body, request.language);
      return ok(null);
    },
  });

  app.put('/account/phone', {
    config: { access: 'user' },
    schema: {
      tags: ['account'],
      summary: 'Bind or change your mobile number with the code sent to it',
      body: BindPhoneSchema,
      response: { 200: envelopeSchema(z.object({ phone: z.string() })) },
    },
    handler: async (request) => {
      const { phone, code } = request.body;
      return ok({ phone: await account.bind(requireUser(request), actorOf(request), 'phone', { value: phone, code }) });
    },
  });

  app.put('/account/email', {
    config: { access: 'user' },
    schema: {
      tags: ['account'],
      summary: 'Bind or change your e-mail address with the code sent to it',
      body: BindEmailSchema,
      response: { 200: envelopeSchema(z.object({ email: z.string() })) },
    },
    handler: async (request) => {
      const { email, code } = request.body;
      return ok({ email: await account.bind(requireUser(request), actorOf(request), 'email', { value: email, code }) });
    },
  });

  app.post('/account/log-off/code', {
    config: { access: 'user' },
    schema: { tags: ['account'], summary: 'Send the log-off confirmation code to your phone', response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await account.sendLogOffCode(requireUser(request), request.language);
      return ok(null);
    },
  });

  app.post('/account/log-off', {
    config: { access: 'user' },
    schema: {
      tags: ['account'],
      summary: 'Delete your account, confirmed by the code',
      body: z.object({ code: CodeSchema }),
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await account.logOff(requireUser(request), actorOf(request), request.body.code);
      return ok(null);
    },
  });

  app.get('/files/avatars/:name', {
    config: { access: 'public', answers: 'file' },
    schema: { tags: ['account'], summary: 'An avatar image', params: z.object({ name: z.string().max(64) }) },
    handler: async (request, reply) => {
      const data = await files.read(AVATAR_FOLDER, request.params.name);
      if (!data) throw new AppError('NOT_FOUND');
      return reply
        .headers(storedFileHeaders(request.params.name))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  });

  // Multipart is accepted on this route only; everywhere else it stays a 415.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0 } });
    upload.post('/account/avatar', {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Upload an avatar (multipart field "file"; jpg or png, at most 3 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(z.object({ avatarUrl: z.string() })) },
      },
      handler: async (request) => {
        const file = await request.file();
        if (!file) throw new AppError('BAD_REQUEST', {}, 'error.fileType');
        const data = await file.toBuffer();
        return ok({ avatarUrl: await account.setAvatar(requireUser(request), data) });
      },
    });
  });
};
