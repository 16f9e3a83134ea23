import type { PageResult } from '@fieldlink/domain';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { usePaging } from './usePaging';

/** `X` is what a page of the server's answer carries besides its rows and total (`list.data` has it). */
export interface ListPageOptions<F extends object, R, S extends object = object, X extends object = object> {
  /** The list's query key; the page and the filters are appended, and `refresh` invalidates it. */
  queryKey: QueryKey;
  /** The filters before the user sets any. */
  initialFilters: F;
  /**
   * Filters held elsewhere (the address, as useProjectParam holds them, or the caller's props): part of
   * the query as they are; the page stays where it is when they change.
   */
  scope?: S;
  fetch: (query: S & F & { page: number; pageSize: number }) => Promise<PageResult<R> & X>;
  /** Rows a page before the user picks another size (default 20). */
  pageSize?: number;
  /** Keep the last page on screen while the next one loads (default true). */
  keepPrevious?: boolean;
  /** What `refresh` invalidates, when more than the list itself (default the list's key). */
  refreshKey?: QueryKey;
  /** Ask the server only when true (default true): a list that needs a choice made first. */
  enabled?: boolean;
  /** Read the list again this often (milliseconds), for a live list (default never). */
  refetchInterval?: number | false;
}

/**
 * A server-paged admin list: its filters, the page asked for, the query, and the antd table props.
 * A filter change goes back to the first page.
 */
export function useListPage<F extends object, R, S extends object = object, X extends object = object>({
  queryKey,
  initialFilters,
  scope,
  fetch,
  pageSize,
  keepPrevious = true,
  refreshKey,
  enabled = true,
  refetchInterval = false,
}: ListPageOptions<F, R, S, X>) {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<F>(initialFilters);
  const { paging, firstPage, pagination } = usePaging(pageSize);
  const query = { ...paging, ...(scope as S), ...filters };
  const list = useQuery({
    queryKey: [...queryKey, query],
    queryFn: () => fetch(query),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled,
    refetchInterval,
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
  return { filters, filter, firstPage, query, list, refresh, table };
}
