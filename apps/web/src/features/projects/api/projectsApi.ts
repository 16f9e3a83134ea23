import type {
  PageResult,
  ProjectCreate,
  ProjectFile,
  ProjectSummary,
  ProjectUpdate,
  ProjectWithDeviceCreateSchema,
} from '@fieldlink/domain';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';
import type { DeviceRow } from '../../devices';

export type ProjectRow = Json<ProjectSummary>;
/** POST /projects/with-device: what the schema accepts (device defaults may be left out). */
export type ProjectWithDeviceBody = z.input<typeof ProjectWithDeviceCreateSchema>;

export interface ProjectListParams {
  page: number;
  pageSize: number;
  keyword?: string;
  groupId?: number;
  /** A tree node: the list holds its projects and those of every node under it. */
  treeNodeId?: number;
}

export interface ImportResult {
  projectId: number;
  devices: number;
  points: number;
  views: number;
}

/** Projects (page item_page): list, CRUD, export to a JSON file and import from one. */
export const projectsApi = {
  list: (client: ApiClient, { page, pageSize, keyword, groupId, treeNodeId }: ProjectListParams, silent = false) =>
    client.get<PageResult<ProjectRow>>('/projects', {
      query: { page, pageSize, keyword: keyword || undefined, groupId, treeNodeId },
      silent,
    }),
  get: (client: ApiClient, id: number) => client.get<ProjectRow>(`/projects/${id}`),
  create: (client: ApiClient, body: ProjectCreate) => client.post<ProjectRow>('/projects', body),
  /** A project and its first device, both or neither (needs item_page add and deviceConfigration add). */
  createWithDevice: (client: ApiClient, body: ProjectWithDeviceBody) =>
    client.post<{ project: ProjectRow; device: DeviceRow }>('/projects/with-device', body),
  update: (client: ApiClient, id: number, body: ProjectUpdate) => client.put<ProjectRow>(`/projects/${id}`, body),
  remove: (client: ApiClient, id: number) => client.delete<null>(`/projects/${id}`),
  export: (client: ApiClient, id: number) => client.blob(`/projects/${id}/export`),
  import: (client: ApiClient, file: ProjectFile, projectId?: number) =>
    client.post<ImportResult>('/projects/import', { file, ...(projectId ? { projectId } : {}) }),
};
