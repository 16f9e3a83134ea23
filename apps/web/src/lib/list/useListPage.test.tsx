// @vitest-environment jsdom
import type { PageResult } from '@fieldlink/domain';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '../testing/renderHook';
import { useListPage, type ListPageOptions } from './useListPage';

type Filters = { keyword?: string | undefined; status?: string | undefined };
type Scope = { projectId?: number | undefined };
type Query = Scope & Filters & { page: number; pageSize: number };

/** A server of 45 rows whose fetches the test reads back. */
function server() {
  const asked: Query[] = [];
  const fetch = vi.fn((query: Query): Promise<PageResult<{ id: number }>> => {
    asked.push(query);
    const start = (query.page - 1) * query.pageSize;
    const ids = Array.from({ length: 45 }, (_, i) => i + 1).slice(start, start + query.pageSize);
    return Promise.resolve({ items: ids.map((id) => ({ id })), total: 45 });
  });
  return { asked, fetch, last: () => asked.at(-1) };
}

type Props = Partial<ListPageOptions<Filters, { id: number }, Scope>>;

function setup(props: Props = {}) {
  const api = server();
  const hook = renderHook(
    (p: Props) =>
      useListPage<Filters, { id: number }, Scope>({ queryKey: ['things'], initialFilters: { status: 'open' }, fetch: api.fetch, ...p }),
    props,
  );
  mounted.push(hook.unmount);
  return { ...api, ...hook };
}

const mounted: (() => void)[] = [];
afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
});

describe('useListPage', () => {
  it('asks for the first page of 20 with the initial filters, and answers antd table props', async () => {
    const { result, last } = setup();
    await vi.waitFor(() => expect(result.current.table.dataSource).toHaveLength(20));
    expect(last()).toEqual({ page: 1, pageSize: 20, status: 'open' });
    expect(result.current.table.pagination).toMatchObject({ current: 1, pageSize: 20, total: 45 });
    expect(result.current.query).toEqual({ page: 1, pageSize: 20, status: 'open' });
  });

  it('takes a page size of its own', async () => {
    const { result, last } = setup({ pageSize: 50 });
    await vi.waitFor(() => expect(result.current.table.dataSource).toHaveLength(45));
    expect(last()).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('goes to the page the table asks for, and back to the first on a filter change, keeping the size', async () => {
    const { result, last } = setup();
    await vi.waitFor(() => expect(result.current.table.dataSource).toHaveLength(20));
    act(() => result.current.table.pagination.onChange?.(3, 10));
    await vi.waitFor(() => expect(last()).toMatchObject({ page: 3, pageSize: 10 }));
    act(() => result.current.filter({ keyword: 'pump' }));
    await vi.waitFor(() => expect(last()).toEqual({ page: 1, pageSize: 10, status: 'open', keyword: 'pump' }));
    expect(result.current.filters).toEqual({ status: 'open', keyword: 'pump' });
  });

  it('merges the scope into the query and keeps the page when only the scope changes', async () => {
    const { result, last, rerender } = setup({ scope: { projectId: 4 } });
    await vi.waitFor(() => expect(last()).toEqual({ page: 1, pageSize: 20, status: 'open', projectId: 4 }));
    act(() => result.current.table.pagination.onChange?.(2, 20));
    await vi.waitFor(() => expect(last()).toMatchObject({ page: 2, projectId: 4 }));
    rerender({ scope: { projectId: 7 } });
    await vi.waitFor(() => expect(last()).toEqual({ page: 2, pageSize: 20, status: 'open', projectId: 7 }));
  });

  it('lets a filter the user set win over the scope of the same name', async () => {
    const api = server();
    const { result, unmount } = renderHook(
      () =>
        useListPage<{ projectId?: number }, { id: number }, Scope>({
          queryKey: ['things'],
          initialFilters: {},
          scope: { projectId: 1 },
          fetch: api.fetch,
        }),
      undefined,
    );
    mounted.push(unmount);
    await vi.waitFor(() => expect(api.last()).toMatchObject({ projectId: 1 }));
    act(() => result.current.filter({ projectId: 2 }));
    await vi.waitFor(() => expect(api.last()).toMatchObject({ page: 1, projectId: 2 }));
  });

  it('asks nothing while not enabled, and asks once enabled', async () => {
    const { fetch, rerender, last } = setup({ enabled: false });
    await act(() => Promise.resolve());
    expect(fetch).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await vi.waitFor(() => expect(last()).toMatchObject({ page: 1 }));
  });

  it('reads a live list again on its own at the interval given, and a plain list only once', async () => {
    const plain = setup();
    await vi.waitFor(() => expect(plain.result.current.table.dataSource).toHaveLength(20));
    const live = setup({ refetchInterval: 10 });
    await vi.waitFor(() => expect(live.fetch.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(live.last()).toEqual({ page: 1, pageSize: 20, status: 'open' });
    expect(plain.fetch).toHaveBeenCalledTimes(1);
  });

  it('reads the list again on refresh, under its own key or the one given', async () => {
    const { result, fetch } = setup();
    await vi.waitFor(() => expect(result.current.table.dataSource).toHaveLength(20));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => result.current.refresh());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));

    const other = setup({ refreshKey: ['elsewhere'] });
    await vi.waitFor(() => expect(other.result.current.table.dataSource).toHaveLength(20));
    await act(() => other.result.current.refresh());
    expect(other.fetch).toHaveBeenCalledTimes(1);
  });
});
