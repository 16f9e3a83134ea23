import type { PageResult, ProjectCreate, ProjectFile, ProjectSummary, ProjectUpdate } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

export type ProjectRow = Json<ProjectSummary>;

export interface ProjectListParams {
  page: number;
  pageSize: number;
  keyword?: string;
}

export interface ImportResult {
  projectId: number;
  devices: number;
  points: number;
}

/** Projects (page item_page): list, CRUD, export to a JSON file and import from one. */
export const projectsApi = {
  list: (client: ApiClient, { page, pageSize, keyword }: ProjectListParams, silent = false) =>
    client.get<PageResult<ProjectRow>>('/projects', { query: { page, pageSize, keyword: keyword || undefined }, silent }),
  get: (client: ApiClient, id: number) => client.get<ProjectRow>(`/projects/${id}`),
  create: (client: ApiClient, body: ProjectCreate) => client.post<ProjectRow>('/projects', body),
  update: (client: ApiClient, id: number, body: ProjectUpdate) => client.put<ProjectRow>(`/projects/${id}`, body),
  remove: (client: ApiClient, id: number) => client.delete<null>(`/projects/${id}`),
  export: (client: ApiClient, id: number) => client.blob(`/projects/${id}/export`),
  import: (client: ApiClient, file: ProjectFile, projectId?: number) =>
    client.post<ImportResult>('/projects/import', { file, ...(projectId ? { projectId } : {}) }),
};
