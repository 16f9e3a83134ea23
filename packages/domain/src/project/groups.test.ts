import { describe, expect, it } from 'vitest';
import { formatMessage, isMessageKey } from '../messages.js';
import { ProjectWithDeviceCreateSchema } from './with-device.js';
import {
  GROUP_NAME_MAX_LENGTH,
  ProjectGroupCreateSchema,
  TreeNodeCreateSchema,
  TreeNodeUpdateSchema,
  subtreeOf,
  wouldMakeCycle,
} from './groups.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('group and tree-node names', () => {
  it.each([
    ['', 'validation.groupNameBlank'],
    ['   ', 'validation.groupNameBlank'],
    [undefined, 'validation.groupNameBlank'],
    ['a'.repeat(GROUP_NAME_MAX_LENGTH + 1), 'validation.tooLong'],
    ['East (1)', 'validation.noBrackets'],
    ['华东【一】', 'validation.noBrackets'],
    ['{x}', 'validation.noBrackets'],
  ])('refuses %j with %s', (name, key) => {
    expect(messageOf(ProjectGroupCreateSchema.safeParse({ name }))).toBe(key);
    expect(messageOf(TreeNodeCreateSchema.safeParse({ name }))).toBe(key);
  });

  it('accepts a name of exactly the longest length, trimmed', () => {
    const name = 'a'.repeat(GROUP_NAME_MAX_LENGTH);
    expect(ProjectGroupCreateSchema.parse({ name: ` ${name} ` }).name).toBe(name);
    expect(TreeNodeCreateSchema.parse({ name: '华东区域 1' }).name).toBe('华东区域 1');
  });

  it('says the spec sentence for a blank group name in both languages', () => {
    expect(isMessageKey('validation.groupNameBlank')).toBe(true);
    expect(formatMessage('en-US', 'validation.groupNameBlank')).toBe('Group name cannot be blank');
    expect(formatMessage('zh-CN', 'validation.groupNameBlank')).toBe('分组名称不能为空');
  });

  it('lets a move set parentId to null (to the top)', () => {
    expect(TreeNodeUpdateSchema.parse({ parentId: null })).toEqual({ parentId: null });
  });
});

describe('tree shape', () => {
  const nodes = [
    { id: 1, parentId: null },
    { id: 2, parentId: 1 },
    { id: 3, parentId: 2 },
    { id: 4, parentId: 1 },
    { id: 5, parentId: null },
  ];

  it.each([
    [1, 1, true],
    [1, 3, true],
    [2, 3, true],
    [2, 4, false],
    [3, 1, false],
    [5, 3, false],
  ])('moving %i under %i makes a cycle: %s', (id, parentId, cycle) => {
    expect(wouldMakeCycle(nodes, id, parentId)).toBe(cycle);
  });

  it('finds a node and everything under it', () => {
    expect([...subtreeOf(nodes, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect([...subtreeOf(nodes, 3)]).toEqual([3]);
  });
});

describe('ProjectWithDeviceCreateSchema', () => {
  it('names the part of a bad field', () => {
    const result = ProjectWithDeviceCreateSchema.safeParse({
      project: { name: 'Plant1', location: '120,30' },
      device: { name: 'Press', boxId: 'short', boxPassword: 'pass' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['device.boxId']);
  });

  it('takes no projectId for the device', () => {
    const parsed = ProjectWithDeviceCreateSchema.parse({
      project: { name: 'Plant1', location: '120,30', groupId: 3, treeNodeId: 4 },
      device: { projectId: 9, name: 'Press', boxId: 'AB12CD34EF56', boxPassword: 'pass' },
    });
    expect(parsed.device).not.toHaveProperty('projectId');
    expect(parsed.project).toMatchObject({ groupId: 3, treeNodeId: 4 });
  });
});
