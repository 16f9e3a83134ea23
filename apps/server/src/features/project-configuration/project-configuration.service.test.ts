import type { Scope } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import type { UserPrincipal } from '../auth/index.js';
import { createProjectConfigurationService, type ProjectConfigurationSources } from './project-configuration.service.js';

const principal = { kind: 'user', userId: 5, grade: 2, companyId: 1, demo: false, grants: {} } as unknown as UserPrincipal;

function sources(seen: Scope[], counted: number[]): ProjectConfigurationSources {
  const count = (n: number) => async (projectId: number) => {
    counted.push(projectId);
    return n;
  };
  return {
    project: async (scope, id) => {
      seen.push(scope);
      return id === 7 ? { id: 7, name: 'Plant' } : undefined;
    },
    devices: async () => [
      { id: 1, name: 'Press', boxId: 'B1', pointCount: 4 },
      { id: 2, name: 'Oven', boxId: 'B2', pointCount: 3 },
    ],
    automation: async () => ({ triggers: 2, assignments: 1 }),
    count: {
      alarmSources: count(3),
      views: count(2),
      screens: count(1),
      recipes: count(0),
      collectionTasks: count(5),
      reports: count(6),
      maintenancePlans: count(7),
      shareLinks: count(8),
      statusTables: count(2),
      chargingRooms: count(9),
    },
  };
}

describe('the project configuration hub', () => {
  it('adds the devices and their points to each feature’s own count of the project', async () => {
    const seen: Scope[] = [];
    const counted: number[] = [];
    const answer = await createProjectConfigurationService(sources(seen, counted)).of(principal, 7);
    expect(answer.counts).toEqual({
      devices: 2,
      points: 7,
      alarmSources: 3,
      views: 2,
      screens: 1,
      recipes: 0,
      triggers: 2,
      assignments: 1,
      collectionTasks: 5,
      reports: 6,
      maintenancePlans: 7,
      shareLinks: 8,
      statusTables: 2,
      chargingRooms: 9,
    });
    expect(new Set(counted)).toEqual(new Set([7]));
    expect(seen).toHaveLength(1);
  });

  it('counts nothing for a project outside the caller’s scope', async () => {
    const counted: number[] = [];
    await expect(createProjectConfigurationService(sources([], counted)).of(principal, 8)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(counted).toEqual([]);
  });
});
