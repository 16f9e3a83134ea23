import multipart from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  IdParamsSchema,
  InstallmentCodeAnswerSchema,
  InstallmentListQuerySchema,
  InstallmentPaymentCreateSchema,
  InstallmentPlanCreateSchema,
  InstallmentPlanDetailSchema,
  InstallmentPlanSummarySchema,
  InstallmentUnlockSchema,
  envelopeSchema,
  pageSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { storedFileHeaders, type FileStore } from '../../lib/files.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import { checkImages, parseFields, readMultipart } from '../work-orders/index.js';
import { INSTALLMENT_FOLDER, type InstallmentsService } from './installments.service.js';

const Summary = InstallmentPlanSummarySchema.extend({ lockApplied: z.boolean() });
const Detail = InstallmentPlanDetailSchema.extend({ lockApplied: z.boolean() });
const PaymentView = Detail.omit({ events: true, lockRegister: true, codeRegister: true });

/** Installments and device lock (spec §2 installmentManagement, installmentDetails, installment_paymentView, installmentUnlock). */
export const installmentsRoutes: FastifyPluginAsyncZod<{ installments: InstallmentsService; files: FileStore }> = async (
  app,
  { installments, files },
) => {
  const tags = ['installments'];

  app.get('/installments', {
    config: { access: { page: 'installmentManagement', key: 'view' } },
    schema: {
      tags,
      summary: 'Installment plans of the caller’s devices with their state (active, overdue, locked, paid_off)',
      querystring: InstallmentListQuerySchema,
      response: { 200: envelopeSchema(pageSchema(Summary)) },
    },
    handler: async (request) => ok(await installments.list(requireUser(request), request.query)),
  });

  app.post('/installments', {
    config: { access: { page: 'installmentManagement', key: 'add' } },
    schema: {
      tags,
      summary: 'Sell a device on an installment plan',
      body: InstallmentPlanCreateSchema,
      response: { 200: envelopeSchema(Detail) },
    },
    handler: async (request) => ok(await installments.create(requireUser(request), actorOf(request), request.body)),
  });

  app.delete('/installments/:id', {
    config: { access: { page: 'installmentManagement', key: 'delete' } },
    schema: {
      tags,
      summary: 'Delete an installment plan with its payments',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await installments.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });

  app.get('/installments/:id', {
    config: { access: { page: 'installmentDetails', key: 'view' } },
    schema: {
      tags,
      summary: 'One plan: its periods, payments, lock state and events',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(Detail) },
    },
    handler: async (request) => ok(await installments.get(requireUser(request), request.params.id)),
  });

  app.get('/installment-payment-view', {
    config: { access: { page: 'installment_paymentView', key: 'view' } },
    schema: {
      tags,
      summary: 'The customer’s payment view: each plan of the caller’s devices (or one device’s) with periods and payments',
      querystring: z.object({ deviceId: z.coerce.number().int().positive().optional() }),
      response: { 200: envelopeSchema(z.array(PaymentView)) },
    },
    handler: async (request) => ok(await installments.paymentView(requireUser(request), request.query.deviceId)),
  });

  app.get('/installment-unlocks', {
    config: { access: { page: 'installmentUnlock', key: 'view' } },
    schema: { tags, summary: 'Plans not paid off, locked first, for the unlock page', response: { 200: envelopeSchema(z.array(Summary)) } },
    handler: async (request) => ok(await installments.unlockable(requireUser(request))),
  });

  app.post('/installments/:id/unlock', {
    config: { access: { page: 'installmentUnlock', key: 'setValue' } },
    schema: {
      tags,
      summary: 'Unlock now and keep the device unlocked for `days`',
      params: IdParamsSchema,
      body: InstallmentUnlockSchema,
      response: { 200: envelopeSchema(Detail) },
    },
    handler: async (request) => ok(await installments.unlock(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.post('/installments/:id/unlock-codes', {
    config: { access: { page: 'installmentUnlock', key: 'setValue' } },
    schema: {
      tags,
      summary: 'An offline unlock code for `days` (9 digits, used once, checked by the gateway)',
      params: IdParamsSchema,
      body: InstallmentUnlockSchema,
      response: { 200: envelopeSchema(InstallmentCodeAnswerSchema) },
    },
    handler: async (request) => ok(await installments.code(requireUser(request), actorOf(request), request.params.id, request.body)),
  });

  app.get('/devices/:id/installment', {
    config: { access: { page: 'item_query', key: 'view' } },
    schema: {
      tags,
      summary: 'The device’s open installment plan and its lock state, or null',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(Summary.nullable()) },
    },
    handler: async (request) => ok(await installments.ofDevice(requireUser(request), request.params.id)),
  });

  app.get('/files/installments/:name', {
    config: { access: 'public', answers: 'file' },
    schema: { tags, summary: 'A payment’s receipt image (random name)', params: z.object({ name: z.string().max(64) }) },
    handler: async (request, reply) => {
      const data = await files.read(INSTALLMENT_FOLDER, request.params.name);
      if (!data) throw new AppError('NOT_FOUND');
      return reply
        .headers(storedFileHeaders(request.params.name))
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(data);
    },
  });

  await app.register(async (scope) => {
    const upload = scope.withTypeProvider<ZodTypeProvider>();
    await upload.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } });
    upload.post('/installments/:id/payments', {
      config: { access: { page: 'installmentDetails', key: 'add' } },
      schema: {
        tags,
        summary: 'Record a payment (multipart: amount, paidOn, note; optional "receipt" jpg/png ≤ 1 MB); unlocks the device once paid up',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: envelopeSchema(Detail) },
      },
      handler: async (request) => {
        const principal = requireUser(request);
        const form = await readMultipart(request, { receipt: 1 });
        const fields = { ...form.fields, amount: Number(form.fields.amount) };
        const body = parseFields(InstallmentPaymentCreateSchema, fields as unknown as Record<string, string>);
        const [receipt] = checkImages(form.files.receipt, 'receipt');
        return ok(await installments.pay(principal, actorOf(request), request.params.id, body, receipt));
      },
    });
  });
};
