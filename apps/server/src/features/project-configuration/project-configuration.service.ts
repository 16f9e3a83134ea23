import { scopeOf, type ProjectConfiguration, type ProjectConfigurationFeature, type Scope } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { UserPrincipal } from '../auth/index.js';

/** Features counted one number each; devices and points come from the device list. */
export type CountedFeature = Exclude<ProjectConfigurationFeature, 'devices' | 'points' | 'triggers' | 'assignments'>;

/** What the hub reads of the other features, each through that feature's own repository. */
export interface ProjectConfigurationSources {
  /** The project when the scope sees it. */
  project(scope: Scope, projectId: number): Promise<{ id: number; name: string } | undefined>;
  devices(projectId: number): Promise<{ id: number; name: string; boxId: string; pointCount: number }[]>;
  automation(projectId: number): Promise<{ triggers: number; assignments: number }>;
  count: Record<CountedFeature, (projectId: number) => Promise<number>>;
}

/**
 * The project configuration hub (spec §2 /configure/configure_page): read only, one project within
 * the caller's scope, every feature counted through its own repository.
 */
export function createProjectConfigurationService(sources: ProjectConfigurationSources) {
  return {
    async of(principal: UserPrincipal, projectId: number): Promise<ProjectConfiguration> {
      const project = await sources.project(scopeOf(principal), projectId);
      if (!project) throw new AppError('NOT_FOUND', {}, 'error.projectNotFound');
      const devices = await sources.devices(project.id);
      const counted = Object.entries(sources.count) as [CountedFeature, (id: number) => Promise<number>][];
      const numbers = Object.fromEntries(
        await Promise.all(counted.map(async ([feature, count]) => [feature, await count(project.id)] as const)),
      );
      return {
        project: { id: project.id, name: project.name },
        counts: {
          ...(numbers as Record<CountedFeature, number>),
          ...(await sources.automation(project.id)),
          devices: devices.length,
          points: devices.reduce((sum, device) => sum + device.pointCount, 0),
        },
        devices,
      };
    },
  };
}

export type ProjectConfigurationService = ReturnType<typeof createProjectConfigurationService>;
