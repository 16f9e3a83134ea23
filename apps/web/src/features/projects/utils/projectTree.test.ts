import { describe, expect, it } from 'vitest';
import { flattenTree, nodePath, projectTree } from './projectTree';

const nodes = [
  { id: 3, parentId: 1, name: '无锡', sortOrder: 0 },
  { id: 1, parentId: null, name: '华东区域', sortOrder: 0 },
  { id: 2, parentId: 1, name: '苏州', sortOrder: 0 },
  { id: 4, parentId: 2, name: '园区', sortOrder: 0 },
  { id: 5, parentId: null, name: 'A North', sortOrder: 1 },
  { id: 6, parentId: 99, name: 'Orphan', sortOrder: 5 },
];

describe('projectTree', () => {
  it('nests by parent, by sort order then name, and keeps orphans at the top', () => {
    const tree = projectTree(nodes);
    expect(tree.map((node) => node.title)).toEqual(['华东区域', 'A North', 'Orphan']);
    expect(tree[0]!.children.map((node) => node.title)).toEqual(['苏州', '无锡']);
    expect(tree[0]!.children[0]!.children.map((node) => node.key)).toEqual([4]);
  });

  it('flattens with depths in display order', () => {
    expect(flattenTree(projectTree(nodes)).map((node) => `${node.depth}:${node.name}`)).toEqual([
      '0:华东区域',
      '1:苏州',
      '2:园区',
      '1:无锡',
      '0:A North',
      '0:Orphan',
    ]);
  });

  it('names the path down to a node', () => {
    expect(nodePath(nodes, 4)).toBe('华东区域 / 苏州 / 园区');
    expect(nodePath(nodes, 5)).toBe('A North');
    expect(nodePath(nodes, null)).toBe('');
    expect(nodePath(nodes, 42)).toBe('');
  });
});
