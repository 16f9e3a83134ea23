import multipart from '@fastify/multipart';
import { envelopeSchema, GALLERY_MAX_BYTES, GALLERY_MIME, GALLERY_TYPES, GalleryNameSchema, IdParamsSchema } from '@fieldlink/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import { AppError, RequestValidationError } from '../../lib/app-error.js';
import { readerOf, requireUser } from '../../plugins/access.js';
import { ok } from '../../plugins/errors.js';
import type { GalleryService } from './gallery.service.js';

/**
 * Served bytes can never run: the stored type (found by content), no sniffing, and a policy that
 * allows no script, no fetch and no plug-in even when an image is opened on its own.
 */
const SAFE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'content-disposition': 'inline',
  // An image's bytes never change (a new upload is a new id); it is the caller's, not a shared cache's.
  'cache-control': 'private, max-age=86400, immutable',
};

/** An image as the gallery answers it (`GalleryImage`). */
const GalleryImageSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(GALLERY_TYPES),
  size: z.number(),
  system: z.boolean(),
  createdAt: z.string(),
});

/** The upload form: one `file` and its `name` (the file's own name, without extension, when absent). */
async function readUpload(request: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  let data: Buffer | undefined;
  let name: string | undefined;
  let fileName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new AppError('BAD_REQUEST', { field: part.fieldname }, 'error.multipartField', part.fieldname);
        fileName = part.filename;
        data = await part.toBuffer();
      } else if (part.fieldname === 'name') {
        name = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The multipart limit stops reading at GALLERY_MAX_BYTES + 1: a larger file is never held whole.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('BAD_REQUEST', {}, 'error.gallerySize', 'file');
    throw error;
  }
  if (!data) throw new AppError('BAD_REQUEST', {}, 'error.galleryType', 'file');
  const parsed = GalleryNameSchema.safeParse(name ?? fileName.replace(/\.[^.]*$/, '').slice(0, 40));
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body');
  return { name: parsed.data, data };
}

/** The graphics gallery: system images (read-only) and the caller's company's. */
export const galleryRoutes: FastifyPluginAsyncZod<{ gallery: GalleryService }> = async (app, { gallery }) => {
  const tags = ['gallery'];

  app.get('/gallery', {
    config: { access: { page: 'item_query', key: 'view' } },
    schema: {
      tags,
      summary: "The system images and the caller's company's",
      response: { 200: envelopeSchema(z.object({ system: z.array(GalleryImageSchema), company: z.array(GalleryImageSchema) })) },
    },
    handler: async (request) => ok(await gallery.list(requireUser(request))),
  });

  app.get('/gallery/:id/content', {
    // A shared view's images, for a share token whose views draw this image.
    config: { access: { page: 'item_query', key: 'view', share: 'galleryImage' }, answers: 'file' },
    schema: {
      tags,
      summary: 'The image bytes, as the type found from its content, with headers that keep them from running',
      params: IdParamsSchema,
    },
    handler: async (request, reply) => {
      const image = await gallery.content(readerOf(request), request.params.id);
      return reply.headers({ ...SAFE_HEADERS, 'content-type': GALLERY_MIME[image.type] }).send(image.content);
    },
  });

  app.put('/gallery/:id', {
    config: { access: { page: 'shape', key: 'edit' } },
    schema: {
      tags,
      summary: 'Rename an image of the company (system images are read-only)',
      params: IdParamsSchema,
      body: z.object({ name: GalleryNameSchema }),
      response: { 200: envelopeSchema(GalleryImageSchema) },
    },
    handler: async (request) => ok(await gallery.rename(requireUser(request), actorOf(request), request.params.id, request.body.name)),
  });

  app.delete('/gallery/:id', {
    config: { access: { page: 'shape', key: 'delete' } },
    schema: {
      tags,
      summary: 'Delete an image of the company (system images are read-only)',
      params: IdParamsSchema,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await gallery.remove(requireUser(request), actorOf(request), request.params.id);
      return ok(null);
    },
  });

  // Multipart is accepted on this route only; everywhere else it stays a 415.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: GALLERY_MAX_BYTES, files: 1, fields: 2 } });
    upload.post('/gallery', {
      config: { access: { page: 'shape', key: 'add' } },
      schema: {
        tags,
        summary:
          'Upload an image (multipart "file" and "name"): png, jpeg, gif or svg by content, at most 2048 KB; an SVG is stored sanitised',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(GalleryImageSchema) },
      },
      handler: async (request) => ok(await gallery.upload(requireUser(request), actorOf(request), await readUpload(request))),
    });
  });
};
