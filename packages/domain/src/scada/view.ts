import { z } from 'zod';
import { migrateScene } from './migrate.js';
import { SceneSchema, type Scene } from './scene.js';

/** Spec §3 "View": a name, a platform (PC, mobile, popup) and whether it is the project's main view. */
export const VIEW_PLATFORMS = ['pc', 'mobile', 'popup'] as const;
export type ViewPlatform = (typeof VIEW_PLATFORMS)[number];

/** Spec §5/§8: a view (screen) name is up to 8 characters: Chinese, letters, digits. */
export const VIEW_NAME_MAX_LENGTH = 8;
export const VIEW_NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9]+$/u;

export const ViewNameSchema = z
  .string({ message: 'validation.viewName' })
  .trim()
  .min(1, { message: 'validation.viewName', abort: true })
  .max(VIEW_NAME_MAX_LENGTH, { message: 'validation.viewName', abort: true })
  .regex(VIEW_NAME_PATTERN, { message: 'validation.viewName' });

/** A scene of any known version, read as the current one. */
export const StoredSceneSchema = z.unknown().transform((raw, ctx): Scene => {
  try {
    return migrateScene(raw);
  } catch (error) {
    const issue = (error as { issues?: { message: string; path: PropertyKey[] }[] }).issues?.[0];
    ctx.addIssue({
      code: 'custom',
      message: issue?.message.startsWith('validation.') ? issue.message : 'validation.scene',
      path: issue?.path.filter((part): part is string | number => typeof part !== 'symbol') ?? [],
    });
    return z.NEVER;
  }
});

const id = z.number().int().positive().max(2_147_483_647);

export const ViewCreateSchema = z.object({
  projectId: id,
  name: ViewNameSchema,
  platform: z.enum(VIEW_PLATFORMS, { message: 'validation.viewPlatform' }),
  isMain: z.boolean().default(false),
  /** Absent: an empty canvas of the platform's size. */
  scene: StoredSceneSchema.optional(),
});
export type ViewCreate = z.infer<typeof ViewCreateSchema>;

/**
 * A save: what changed, and the version the editor loaded. The server refuses (409) when the
 * stored version moved on, so two editors never overwrite each other silently.
 */
export const ViewUpdateSchema = z.object({
  version: z.number().int().min(1),
  name: ViewNameSchema.optional(),
  platform: z.enum(VIEW_PLATFORMS, { message: 'validation.viewPlatform' }).optional(),
  scene: StoredSceneSchema.optional(),
});
export type ViewUpdate = z.infer<typeof ViewUpdateSchema>;

export const ViewSummarySchema = z.object({
  id,
  projectId: id,
  name: z.string(),
  platform: z.enum(VIEW_PLATFORMS),
  isMain: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  elementCount: z.number().int(),
});
export type ViewSummary = z.infer<typeof ViewSummarySchema>;

export const ViewDetailSchema = ViewSummarySchema.extend({ scene: SceneSchema });
export type ViewDetail = z.infer<typeof ViewDetailSchema>;

/**
 * An exported view file (`GET export`, `POST upload_view_file`): the view and, for each bound
 * point, its device and point names, so an import into another project binds by name.
 */
export const VIEW_FILE_FORMAT = 'fieldlink-view';
export const ViewFileSchema = z.object({
  format: z.literal(VIEW_FILE_FORMAT, { message: 'validation.viewFile' }),
  formatVersion: z.literal(1, { message: 'validation.viewFile' }),
  view: z.object({ name: ViewNameSchema, platform: z.enum(VIEW_PLATFORMS), scene: StoredSceneSchema }),
  points: z
    .array(z.object({ deviceId: id, pointId: id, deviceName: z.string().max(100), pointName: z.string().max(100) }))
    .max(5000)
    .default([]),
});
export type ViewFile = z.infer<typeof ViewFileSchema>;
