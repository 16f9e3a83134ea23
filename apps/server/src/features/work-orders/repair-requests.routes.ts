import multipart from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  COMPLETE_MAX_PHOTOS,
  IdParamsSchema,
  LinkedRepairRequestSchema,
  REPAIR_REQUEST_MAX_PHOTOS,
  RepairLinkInfoSchema,
  RepairLinkSchema,
  RepairRequestSchema,
  WorkOrderReportSchema,
  WorkOrderSchema,
  envelopeSchema,
} from '@fieldlink/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { storedFileHeaders, type FileStore } from '../../lib/files.js';
import { requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import { WORK_ORDER_FOLDER, checkImages, parseFields, readMultipart } from './attachments.js';
import type { RepairRequestsService } from './repair-requests.service.js';

const TokenQuerySchema = z.object({ t: z.string().max(200) });
const RequestAnswerSchema = WorkOrderSchema.pick({ id: true, number: true, status: true });

/**
 * Repair requests (multipart: the fields plus `photos`), device repair links (QR codes), the
 * completion report with photos and a signature, and the stored images. Multipart is accepted on
 * these routes only.
 */
export const repairRequestsRoutes: FastifyPluginAsyncZod<{ requests: RepairRequestsService; files: FileStore }> = async (
  app,
  { requests, files },
) => {
  app.get('/devices/:id/repair-link', {
    config: { access: { page: 'item_query', key: 'view' } },
    schema: {
      tags: ['work-orders'],
      summary: "A device's signed repair link for its QR code (valid one year; no secret in it)",
      params: IdParamsSchema,
      response: { 200: envelopeSchema(RepairLinkSchema) },
    },
    handler: async (request) => ok(await requests.link(requireUser(request), request.params.id)),
  });

  app.get('/repair-link', {
    config: { access: 'public' },
    schema: {
      tags: ['work-orders'],
      summary:
        'The device a repair link opens a request for; 404 when the link is tampered with or expired, 429 when it was read too often from this address',
      querystring: TokenQuerySchema,
      response: { 200: envelopeSchema(RepairLinkInfoSchema) },
    },
    handler: async (request) => ok(await requests.linkInfo(request.query.t, request.ip)),
  });

  app.get('/files/work-orders/:name', {
    config: { access: 'public', answers: 'file' },
    schema: {
      tags: ['work-orders'],
      summary: "An order's photo or signature (random name)",
      params: z.object({ name: z.string().max(64) }),
    },
    handler: async (request, reply) => {
      const data = await files.read(WORK_ORDER_FOLDER, request.params.name);
      if (!data) throw new AppError('NOT_FOUND');
      return reply
        .headers(storedFileHeaders(request.params.name))
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(data);
    },
  });

  await app.register(async (scope) => {
    const upload = scope.withTypeProvider<ZodTypeProvider>();
    await upload.register(multipart, {
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: COMPLETE_MAX_PHOTOS + 1, fields: 20, fieldSize: 8 * 1024 },
    });

    upload.post('/repair-requests', {
      config: { access: { page: 'application_for_repair', key: 'view' } },
      schema: {
        tags: ['work-orders'],
        summary: `Submit a repair request (multipart: projectId, deviceId, problem, contactName, contactPhone, public; up to ${REPAIR_REQUEST_MAX_PHOTOS} "photos", jpg/png ≤ 1 MB)`,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(RequestAnswerSchema) },
      },
      handler: async (request) => {
        const principal = requireUser(request);
        const form = await readMultipart(request, { photos: REPAIR_REQUEST_MAX_PHOTOS });
        const input = parseFields(RepairRequestSchema, form.fields);
        const photos = checkImages(form.files.photos, 'photos');
        return ok(await requests.submit(principal, actorOf(request), input, photos));
      },
    });

    upload.post('/repair-link/requests', {
      config: { access: 'public' },
      schema: {
        tags: ['work-orders'],
        summary:
          'Submit a repair request through a device QR link (multipart as /repair-requests, without projectId/deviceId); 429 past the per-address and per-device limits, nothing stored',
        consumes: ['multipart/form-data'],
        querystring: TokenQuerySchema,
        response: { 200: envelopeSchema(RequestAnswerSchema) },
      },
      handler: async (request) => {
        const form = await readMultipart(request, { photos: REPAIR_REQUEST_MAX_PHOTOS });
        const input = parseFields(LinkedRepairRequestSchema, form.fields);
        const photos = checkImages(form.files.photos, 'photos');
        return ok(await requests.submitByLink(request.query.t, actorOf(request), input, photos));
      },
    });

    upload.post('/work-orders/:id/report', {
      config: { access: { page: 'myOrder', key: 'complete' } },
      schema: {
        tags: ['work-orders'],
        summary: `Complete with the report (multipart: solution, suggestion, workingHours, note; up to ${COMPLETE_MAX_PHOTOS} "photos"; "signature" PNG required); 409 when the status does not allow it`,
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: envelopeSchema(WorkOrderSchema) },
      },
      handler: async (request) => {
        const principal = requireUser(request);
        const form = await readMultipart(request, { photos: COMPLETE_MAX_PHOTOS, signature: 1 });
        const report = parseFields(WorkOrderReportSchema, form.fields);
        const photos = checkImages(form.files.photos, 'photos');
        const [signature] = checkImages(form.files.signature, 'signature', 'png');
        return ok(await requests.completeWithReport(principal, actorOf(request), request.params.id, report, photos, signature));
      },
    });
  });
};
