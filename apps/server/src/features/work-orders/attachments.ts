import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_LABEL } from '@fieldlink/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, RequestValidationError } from '../../lib/app-error.js';
import { imageKind, type FileStore } from '../../lib/files.js';
import type { NewOrderFile } from './work-orders.repository.js';

/** Where an order's images live under DATA_DIR/files, and the URL they are served at. */
export const WORK_ORDER_FOLDER = 'work-orders';
export const fileUrl = (name: string) => `api/v1/files/${WORK_ORDER_FOLDER}/${name}`;

/** An image checked by its content: jpg/jpeg or png, at most 1 MB (spec §5 attachments). */
export interface CheckedImage {
  data: Buffer;
  kind: 'png' | 'jpg';
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer[]>;
}

/**
 * Reads a whole multipart form into memory (the route's multipart limits cap it: a few files of
 * at most 1 MB). Nothing is stored here, so a refused form leaves no trace.
 */
export async function readMultipart(request: FastifyRequest, fileFields: Record<string, number>): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const max = fileFields[part.fieldname];
        if (max === undefined) throw new AppError('BAD_REQUEST', { field: part.fieldname }, 'error.multipartField', part.fieldname);
        const list = (form.files[part.fieldname] ??= []);
        if (list.length >= max) throw new AppError('BAD_REQUEST', { max }, 'error.attachmentCount', part.fieldname);
        const data = await part.toBuffer();
        list.push(data);
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', { max: ATTACHMENT_MAX_LABEL }, 'error.attachmentTooLarge');
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('BAD_REQUEST', { max: Math.max(...Object.values(fileFields)) }, 'error.attachmentCount');
    throw error;
  }
  return form;
}

/** The form's fields through a schema, refused like any invalid body (field messages in the request's language). */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.infer<S> {
  const result = schema.safeParse(fields, { reportInput: true });
  if (!result.success) throw new RequestValidationError(result.error.issues, 'body');
  return result.data;
}

/** Every image of a field checked by content and size; the first bad one refuses the whole form. */
export function checkImages(files: readonly Buffer[] | undefined, field: string, only?: 'png'): CheckedImage[] {
  return (files ?? []).map((data) => {
    if (data.length > ATTACHMENT_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', { max: ATTACHMENT_MAX_LABEL }, 'error.attachmentTooLarge', field);
    const kind = imageKind(data);
    if (kind !== 'png' && (kind !== 'jpg' || only === 'png')) throw new AppError('BAD_REQUEST', {}, 'error.attachmentType', field);
    return { data, kind };
  });
}

/** Stores checked images under random names; the rows to record them with the order. */
export async function storeImages(
  store: FileStore,
  images: readonly { image: CheckedImage; kind: NewOrderFile['kind'] }[],
  byUserId: number | null,
): Promise<NewOrderFile[]> {
  const out: NewOrderFile[] = [];
  for (const { image, kind } of images) {
    const name = await store.save(WORK_ORDER_FOLDER, image.data, image.kind);
    out.push({ kind, name, size: image.data.length, byUserId });
  }
  return out;
}

export async function removeImages(store: FileStore, files: readonly NewOrderFile[]) {
  await Promise.all(files.map((file) => store.remove(WORK_ORDER_FOLDER, file.name)));
}
