import { PointCreateSchema } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_GROUPS, DEMO_TREE, seedDemoPlant } from './demo-plant.js';
import type { SeedRepository } from './seed.repository.js';

describe('the demo plant', () => {
  it('configures every point by the same rules a user must follow', async () => {
    const inserted: Record<string, unknown>[] = [];
    const repo = {
      insertProjectGroup: async () => 1,
      insertTreeNode: async () => 1,
      insertProject: async () => 1,
      insertDevice: async (_device: unknown, devicePoints: Record<string, unknown>[]) => {
        inserted.push(...devicePoints);
        return 1;
      },
    } as unknown as SeedRepository;
    await seedDemoPlant(repo, 1, 1);
    expect(inserted.length).toBeGreaterThan(10);
    for (const point of inserted) {
      const result = PointCreateSchema.safeParse(point);
      expect(result.success, `${String(point.name)}: ${result.success ? '' : JSON.stringify(result.error.issues)}`).toBe(true);
    }
  });

  it('places each project in a group and under its city in the tree model', async () => {
    let nextId = 0;
    const groups: Record<string, unknown>[] = [];
    const nodes: Record<string, unknown>[] = [];
    const projects: Record<string, unknown>[] = [];
    const repo = {
      insertProjectGroup: async (group: Record<string, unknown>) => (groups.push({ ...group, id: ++nextId }), nextId),
      insertTreeNode: async (node: Record<string, unknown>) => (nodes.push({ ...node, id: ++nextId }), nextId),
      insertProject: async (project: Record<string, unknown>) => (projects.push(project), ++nextId),
      insertDevice: async () => ++nextId,
    } as unknown as SeedRepository;
    await seedDemoPlant(repo, 7, 1);
    expect(groups.map((group) => group.name)).toEqual([...DEMO_GROUPS]);
    const idOf = (name: string) => nodes.find((node) => node.name === name)?.id;
    expect(nodes.find((node) => node.name === DEMO_TREE.root)?.parentId ?? null).toBeNull();
    for (const city of DEMO_TREE.children) expect(nodes.find((node) => node.name === city)?.parentId).toBe(idOf(DEMO_TREE.root));
    expect(projects.map((project) => [project.name, project.treeNodeId])).toEqual([
      ['苏州注塑一厂', idOf('苏州')],
      ['无锡装配二厂', idOf('无锡')],
    ]);
    expect(new Set(projects.map((project) => project.groupId)).size).toBe(2);
    expect([...groups, ...nodes, ...projects].every((row) => row.companyId === 7)).toBe(true);
  });
});
