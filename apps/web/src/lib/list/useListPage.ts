import type { PageResult } from '@fieldlink/domain';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { usePaging } from './usePaging';

export interface ListPageOptions<F extends object, R> {
  /** The list's query key; the page and the filters are appended, and `refresh` invalidates it. */
  queryKey: QueryKey;
  /** The filters before the user sets any. */
  initialFilters: F;
  fetch: (query: F & { page: number; pageSize: number }) => Promise<PageResult<R>>;
  /** Keep the last page on screen while the next one loads (default true). */
  keepPrevious?: boolean;
  /** What `refresh` invalidates, when more than the list itself (default the list's key). */
  refreshKey?: QueryKey;
}

/**
 * A server-paged admin list: its filters, the page asked for, the query, and the antd table props.
 * A filter change goes back to the first page.
 */
export function useListPage<F extends object, R>({
  queryKey,
  initialFilters,
  fetch,
  keepPrevious = true,
  refreshKey,
}: ListPageOptions<F, R>) {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<F>(initialFilters);
  const { paging, firstPage, pagination } = usePaging();
  const query = { ...paging, ...filters };
  const list = useQuery({
    queryKey: [...queryKey, query],
    queryFn: () => fetch(query),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  const filter = (change: Partial<F>) => {
    setFilters((current) => ({ ...current, ...change }));
    firstPage();
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: refreshKey ?? queryKey });
  const table = {
    dataSource: list.data?.items ?? [],
    loading: list.isFetching,
    pagination: pagination(list.data?.total ?? 0),
  };
  return { filters, filter, firstPage, list, refresh, table };
}
