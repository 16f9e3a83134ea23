import { z } from 'zod';

/** Project name (spec §5): Chinese, letters, digits, at least 2 characters. */
export const PROJECT_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9]+$/;
export const PROJECT_NAME_MAX_LENGTH = 50;

/** "lng,lat": longitude -180..180 and latitude -90..90, each with at most 6 decimals. */
export const LOCATION_PATTERN = /^\s*(-?\d{1,3}(?:\.\d{1,6})?)\s*,\s*(-?\d{1,2}(?:\.\d{1,6})?)\s*$/;

export function parseLocation(value: string): { lng: number; lat: number } | undefined {
  const match = LOCATION_PATTERN.exec(value);
  if (!match) return undefined;
  const lng = Number(match[1]);
  const lat = Number(match[2]);
  if (lng < -180 || lng > 180 || lat < -90 || lat > 90) return undefined;
  return { lng, lat };
}

export const ProjectNameSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine((v) => v.length >= 2 && v.length <= PROJECT_NAME_MAX_LENGTH && PROJECT_NAME_PATTERN.test(v), {
    message: 'validation.projectName',
    params: { max: PROJECT_NAME_MAX_LENGTH },
  });

export const LocationSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine((v) => parseLocation(v) !== undefined, { message: 'validation.location' })
  .transform((v) => {
    const { lng, lat } = parseLocation(v)!;
    return `${lng},${lat}`;
  });

export const ProjectCreateSchema = z.object({
  name: ProjectNameSchema,
  location: LocationSchema,
  groupId: z.number().int().positive().nullish(),
  companyId: z.number().int().positive().nullish(),
});
export type ProjectCreate = z.infer<typeof ProjectCreateSchema>;
export const ProjectUpdateSchema = ProjectCreateSchema.omit({ companyId: true }).partial();
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;
