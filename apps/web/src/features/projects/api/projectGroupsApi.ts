import type {
  ProjectGroupCreate,
  ProjectGroupSummary,
  ProjectGroupUpdate,
  TreeNodeCreate,
  TreeNodeSummary,
  TreeNodeUpdate,
} from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

export type ProjectGroupRow = Json<ProjectGroupSummary>;
export type TreeNodeRow = Json<TreeNodeSummary>;

/** Project groups and the tree model's nodes (page item_page); the tree comes flat, with parentId. */
export const projectGroupsApi = {
  groups: (client: ApiClient, silent = false) => client.get<ProjectGroupRow[]>('/project-groups', { silent }),
  createGroup: (client: ApiClient, body: ProjectGroupCreate) => client.post<ProjectGroupRow>('/project-groups', body),
  updateGroup: (client: ApiClient, id: number, body: ProjectGroupUpdate) => client.put<ProjectGroupRow>(`/project-groups/${id}`, body),
  removeGroup: (client: ApiClient, id: number) => client.delete<null>(`/project-groups/${id}`),
  nodes: (client: ApiClient, silent = false) => client.get<TreeNodeRow[]>('/tree-nodes', { silent }),
  createNode: (client: ApiClient, body: TreeNodeCreate) => client.post<TreeNodeRow>('/tree-nodes', body),
  updateNode: (client: ApiClient, id: number, body: TreeNodeUpdate) => client.put<TreeNodeRow>(`/tree-nodes/${id}`, body),
  removeNode: (client: ApiClient, id: number) => client.delete<null>(`/tree-nodes/${id}`),
};
