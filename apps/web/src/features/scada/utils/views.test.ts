import { describe, expect, it } from 'vitest';
import type { ViewRow } from '../api/viewsApi';
import { firstView, switcherViews, viewPageQuery, viewQueryPath } from './views';

const view = (id: number, name: string, platform: ViewRow['platform'], isMain = false): ViewRow => ({
  id,
  projectId: 1,
  name,
  platform,
  isMain,
  version: 1,
  updatedAt: '2026-11-25T12:00:00Z',
  updatedBy: null,
  elementCount: 0,
});

const views = [view(1, 'B', 'pc'), view(2, 'A', 'pc', true), view(3, 'P', 'popup'), view(4, 'M2', 'mobile'), view(5, 'M1', 'mobile', true)];

describe('switcherViews', () => {
  it('offers PC then popup views on desktop, main first', () => {
    expect(switcherViews(views, 'desktop').map((v) => v.id)).toEqual([2, 1, 3]);
  });
  it('offers mobile views first, then PC ones, on the phone', () => {
    expect(switcherViews(views, 'mobile').map((v) => v.id)).toEqual([5, 4, 2, 1]);
  });
});

describe('firstView', () => {
  it('opens the main PC view on desktop and the main mobile view on the phone', () => {
    expect(firstView(views, 'desktop')?.id).toBe(2);
    expect(firstView(views, 'mobile')?.id).toBe(5);
  });
  it('falls back to the main PC view on the phone, then to the first of a platform', () => {
    expect(firstView([view(1, 'B', 'pc'), view(2, 'A', 'pc', true), view(4, 'M', 'mobile')], 'mobile')?.id).toBe(2);
    expect(firstView([view(1, 'B', 'pc'), view(6, 'A', 'pc')], 'desktop')?.id).toBe(6);
  });
  it('has nothing to open with only popup views, or none', () => {
    expect(firstView([view(3, 'P', 'popup')], 'desktop')).toBeUndefined();
    expect(firstView([], 'mobile')).toBeUndefined();
  });
});

describe('view page query', () => {
  it('round-trips the project and the view', () => {
    const path = viewQueryPath({ id: 3, name: '一号线' }, { id: 9, name: '主画面' });
    expect(path.startsWith('/item/view_query?')).toBe(true);
    expect(viewPageQuery(new URLSearchParams(path.split('?')[1]))).toEqual({
      project: { id: 3, name: '一号线' },
      viewId: 9,
      viewName: '主画面',
    });
  });
  it('ignores ids that are not positive integers', () => {
    expect(viewPageQuery(new URLSearchParams('itemId=x&viewId=-1'))).toEqual({ viewName: '' });
  });
});
