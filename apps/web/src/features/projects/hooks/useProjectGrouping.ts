import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { projectGroupsApi } from '../api/projectGroupsApi';
import { projectTree } from '../utils/projectTree';

/** Query keys under ['projects'], so a change to projects refreshes these too. */
export const GROUPS_KEY = ['projects', 'groups'] as const;
export const TREE_KEY = ['projects', 'tree-nodes'] as const;

/** The caller's project groups and tree model (flat and as a tree). */
export function useProjectGrouping(enabled = true) {
  const client = useApiClient();
  const groups = useQuery({ queryKey: GROUPS_KEY, queryFn: () => projectGroupsApi.groups(client, true), enabled });
  const nodes = useQuery({ queryKey: TREE_KEY, queryFn: () => projectGroupsApi.nodes(client, true), enabled });
  const tree = useMemo(() => projectTree(nodes.data ?? []), [nodes.data]);
  return {
    groups: groups.data ?? [],
    nodes: nodes.data ?? [],
    tree,
    loading: groups.isLoading || nodes.isLoading,
  };
}
