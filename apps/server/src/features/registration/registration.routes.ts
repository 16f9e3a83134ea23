import {
  CUSTOMER_TYPES,
  FindUserNameSchema,
  INDUSTRIES,
  SendCodeSchema,
  SendResetCodeSchema,
  UserNameSchema,
  changeCredentialsSchema,
  changePasswordSchema,
  dictionary,
  envelopeSchema,
  recoveryAccount,
  registerSchema,
  resetPasswordByCodeSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { RegistrationService } from './registration.service.js';

const DictionarySchema = z.array(z.object({ value: z.string(), label: z.string() }));

export const registrationRoutes: FastifyPluginAsyncZod<{ registration: RegistrationService; passwordMinLength: number }> = async (
  app,
  { registration, passwordMinLength },
) => {
  app.get('/dictionaries/industries', {
    config: { access: 'public' },
    schema: {
      tags: ['dictionaries'],
      summary: 'The 29 industries, labelled in the request language',
      response: { 200: envelopeSchema(DictionarySchema) },
    },
    handler: async (request) => ok(dictionary(INDUSTRIES, request.language)),
  });

  app.get('/dictionaries/customer-types', {
    config: { access: 'public' },
    schema: {
      tags: ['dictionaries'],
      summary: 'The 8 customer types, labelled in the request language',
      response: { 200: envelopeSchema(DictionarySchema) },
    },
    handler: async (request) => ok(dictionary(CUSTOMER_TYPES, request.language)),
  });

  app.post('/auth/register/code', {
    config: { access: 'public' },
    schema: {
      tags: ['registration'],
      summary: 'Send a 6-digit registration code by SMS',
      body: SendCodeSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await registration.sendRegisterCode(request.body.phone, request.language);
      return ok(null);
    },
  });

  app.post('/auth/register/validate-username', {
    config: { access: 'public' },
    schema: {
      tags: ['registration'],
      summary: 'Whether a user name is free, with the message to show when it is not',
      body: z.object({ userName: UserNameSchema }),
      response: { 200: envelopeSchema(z.object({ available: z.boolean(), message: z.string().nullable() })) },
    },
    handler: async (request) => {
      const available = await registration.userNameAvailable(request.body.userName);
      return ok({ available, message: available ? null : request.t('validation.userNameTaken') });
    },
  });

  app.post('/auth/register', {
    config: { access: 'public' },
    schema: {
      tags: ['registration'],
      summary: 'Register a company and its administrator',
      body: registerSchema(passwordMinLength),
      response: { 200: envelopeSchema(z.object({ userId: z.number() })) },
    },
    handler: async (request) => ok(await registration.register(request.body, actorOf(request), request.language)),
  });

  app.post('/auth/reset/code', {
    config: { access: 'public' },
    schema: {
      tags: ['registration'],
      summary: 'Send a password-reset code to a phone (SMS) or an e-mail address (the same answer whether or not it is known)',
      description: 'Body `{ account }`: a mobile number or an e-mail address; `{ phone }` is accepted as before.',
      body: SendResetCodeSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await registration.sendResetCode(recoveryAccount(request.body), request.language);
      return ok(null);
    },
  });

  app.post('/auth/reset', {
    config: { access: 'public' },
    schema: {
      tags: ['registration'],
      summary: 'Set a new password with a reset code sent to the phone or e-mail address',
      description: 'Body `{ account, code, password }`; `{ phone, code, password }` is accepted as before.',
      body: resetPasswordByCodeSchema(passwordMinLength),
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      const { code, password } = request.body;
      await registration.resetPassword({ account: recoveryAccount(request.body), code, password }, actorOf(request));
      return ok(null);
    },
  });

  app.post('/auth/find-username/code', {
    config: { access: 'public' },
    schema: {
      tags: ['registration'],
      summary: 'Send a code to a phone to have its user names sent to it (the same answer whether or not it is known)',
      body: SendCodeSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await registration.sendFindUserNameCode(request.body.phone, request.language);
      return ok(null);
    },
  });

  app.post('/auth/find-username', {
    config: { access: 'public' },
    schema: {
      tags: ['registration'],
      summary: "Send the phone's user names to it by SMS (never in this answer)",
      body: FindUserNameSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await registration.sendUserNames(request.body, actorOf(request), request.language);
      return ok(null);
    },
  });

  app.post('/account/password', {
    config: { access: 'user' },
    schema: {
      tags: ['account'],
      summary: 'Change your own password (other sessions end)',
      body: changePasswordSchema(passwordMinLength),
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await registration.changePassword(requireUser(request), actorOf(request), request.body);
      return ok(null);
    },
  });

  app.put('/account/credentials', {
    config: { access: 'user' },
    schema: {
      tags: ['account'],
      summary: 'Change your user name and password together with the current password (spec §7 editusernameandpwd; other sessions end)',
      body: changeCredentialsSchema(passwordMinLength),
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await registration.changeCredentials(requireUser(request), actorOf(request), request.body);
      return ok(null);
    },
  });
};
