import { z } from 'zod';

/**
 * The project configuration hub (spec §2 /configure/configure_page): what is configured for one
 * project, counted per feature, each count opening that feature's page filtered to the project.
 */
export const PROJECT_CONFIGURATION_FEATURES = [
  'devices',
  'points',
  'alarmSources',
  'views',
  'screens',
  'recipes',
  'triggers',
  'assignments',
  'statusTables',
  'collectionTasks',
  'reports',
  'maintenancePlans',
  'shareLinks',
  'chargingRooms',
] as const;
export type ProjectConfigurationFeature = (typeof PROJECT_CONFIGURATION_FEATURES)[number];

export const ProjectConfigurationSchema = z.object({
  project: z.object({ id: z.number(), name: z.string() }),
  counts: z.object(
    Object.fromEntries(PROJECT_CONFIGURATION_FEATURES.map((f) => [f, z.number()])) as Record<ProjectConfigurationFeature, z.ZodNumber>,
  ),
  /** Each device with its point count (the points editor opens from here). */
  devices: z.array(z.object({ id: z.number(), name: z.string(), boxId: z.string(), pointCount: z.number() })),
});
export type ProjectConfiguration = z.infer<typeof ProjectConfigurationSchema>;
