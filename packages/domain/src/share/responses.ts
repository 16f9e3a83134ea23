import { z } from 'zod';
import { SHARE_AUTHORITIES, SHARE_OBJECT_TYPES } from './rules.js';

/** A link as its creator lists it (never the code). */
export const ShareSummarySchema = z.object({
  id: z.number(),
  link: z.string(),
  objectType: z.enum(SHARE_OBJECT_TYPES),
  objectId: z.number(),
  authority: z.enum(SHARE_AUTHORITIES),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ShareSummary = z.infer<typeof ShareSummarySchema>;

/** What opening a link gives: the share token (sent as the bearer) and what it shows. */
export const ShareOpenedSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  objectType: z.enum(SHARE_OBJECT_TYPES),
  objectId: z.number(),
});
export type ShareOpened = z.infer<typeof ShareOpenedSchema>;

/** Before opening: whether the link wants a code (a dead link answers 404 instead). */
export const ShareProbeSchema = z.object({ authority: z.enum(SHARE_AUTHORITIES) });

const SharedDeviceSchema = z.object({ id: z.number(), name: z.string(), projectId: z.number(), status: z.string() });
const SharedViewSchema = z.object({ id: z.number(), name: z.string(), projectId: z.number(), platform: z.string(), isMain: z.boolean() });

/** What a share token shows (GET /share-links/current): the object's name and what is inside it. */
export const SharedContentSchema = z.object({
  objectType: z.enum(SHARE_OBJECT_TYPES),
  objectId: z.number(),
  name: z.string(),
  expiresAt: z.string(),
  projects: z.array(z.object({ id: z.number(), name: z.string() })),
  views: z.array(SharedViewSchema),
  devices: z.array(SharedDeviceSchema),
});
export type SharedContent = z.infer<typeof SharedContentSchema>;
