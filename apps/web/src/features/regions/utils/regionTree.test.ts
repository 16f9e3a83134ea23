import { describe, expect, it } from 'vitest';
import { regionTree, subtreeIds } from './regionTree';

const regions = [
  { id: 3, parentId: 1, name: '苏州' },
  { id: 1, parentId: null, name: '江苏' },
  { id: 2, parentId: 1, name: '南京' },
  { id: 4, parentId: 2, name: '鼓楼' },
  { id: 5, parentId: 99, name: 'Orphan' },
];

describe('regionTree', () => {
  it('nests children under their parents', () => {
    const tree = regionTree(regions);
    const jiangsu = tree.find((node) => node.key === 1);
    expect(jiangsu?.children.map((node) => node.key).sort()).toEqual([2, 3]);
    expect(jiangsu?.children.find((node) => node.key === 2)?.children.map((node) => node.title)).toEqual(['鼓楼']);
  });

  it('keeps a region whose parent is missing at the top', () => {
    expect(
      regionTree(regions)
        .map((node) => node.key)
        .sort(),
    ).toEqual([1, 5]);
  });

  it('an empty list is an empty tree', () => {
    expect(regionTree([])).toEqual([]);
  });
});

describe('subtreeIds', () => {
  it('is the region and all its descendants', () => {
    expect([...subtreeIds(regions, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect([...subtreeIds(regions, 4)]).toEqual([4]);
  });
});
