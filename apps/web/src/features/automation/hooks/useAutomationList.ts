import type { PageResult } from '@fieldlink/domain';
import { useListPage } from '../../../lib/list/useListPage';
import { useProjectParam } from '../../project-refs';

interface AutomationListQuery {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
  projectId?: number | undefined;
  deviceId?: number | undefined;
}

/**
 * One automation list's rows: the project (and, `withDevice`, the device) from the address, the name
 * search as the list's filter, paged (useListPage). `key` is the list's query key, as useAutomationSave
 * refreshes it.
 */
export function useAutomationList<R>(key: string, withDevice: boolean, fetch: (query: AutomationListQuery) => Promise<PageResult<R>>) {
  const place = useProjectParam();
  const scope = withDevice ? { projectId: place.projectId, deviceId: place.deviceId } : { projectId: place.projectId };
  const list = useListPage({ queryKey: [key], initialFilters: { keyword: undefined as string | undefined }, scope, fetch });
  return { ...place, ...list, search: (keyword: string) => list.filter({ keyword: keyword || undefined }) };
}

export type AutomationList<R> = ReturnType<typeof useAutomationList<R>>;
