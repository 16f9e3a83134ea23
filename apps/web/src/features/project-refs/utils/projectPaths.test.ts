import { describe, expect, it } from 'vitest';
import { pointsEditorPath, projectDetailPath, projectFromQuery } from './projectPaths';

describe('project paths', () => {
  it('round-trips a project through the item_query path', () => {
    const path = projectDetailPath({ id: 7, name: '苏州 注塑&一厂' });
    expect(path.startsWith('/item/item_query?itemId=7&itemName=')).toBe(true);
    expect(projectFromQuery(new URLSearchParams(path.split('?')[1]))).toEqual({ id: 7, name: '苏州 注塑&一厂' });
  });

  it.each(['', 'itemId=0', 'itemId=-1', 'itemId=1.5', 'itemId=abc'])('refuses %j', (query) => {
    expect(projectFromQuery(new URLSearchParams(query))).toBeUndefined();
  });

  it('names the points editor of a device', () => {
    expect(pointsEditorPath({ id: 3, name: '包装线' })).toBe(
      `/deviceMent/configure_item_query?deviceId=3&itemName=${encodeURIComponent('包装线')}`,
    );
  });
});
