import { z } from 'zod';

/** Every response body: `{ code, message, data }` (docs/API.md "HTTP API"). */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 500;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export interface PageResult<T> {
  items: T[];
  total: number;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), message: z.string(), data });
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number() });
}
