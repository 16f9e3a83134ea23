import type {
  FigureRow,
  FiguresQuery,
  Material,
  MaterialBody,
  Task,
  TaskAction,
  TaskCounts,
  TaskCreate,
  Template,
  TemplateBody,
} from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

export interface PageResult<T> {
  items: T[];
  total: number;
}

type Figures = Omit<FiguresQuery, 'language'>;

/** Production management (page productionManagement) and the operator's own tasks (page myTask). */
export const productionApi = {
  materials: (client: ApiClient) => client.get<Material[]>('/production/materials'),
  saveMaterial: (client: ApiClient, id: number | undefined, body: MaterialBody) =>
    id === undefined ? client.post<Material>('/production/materials', body) : client.put<Material>(`/production/materials/${id}`, body),
  removeMaterial: (client: ApiClient, id: number) => client.delete<null>(`/production/materials/${id}`),
  templates: (client: ApiClient) => client.get<Template[]>('/production/templates'),
  saveTemplate: (client: ApiClient, id: number | undefined, body: TemplateBody) =>
    id === undefined ? client.post<Template>('/production/templates', body) : client.put<Template>(`/production/templates/${id}`, body),
  removeTemplate: (client: ApiClient, id: number) => client.delete<null>(`/production/templates/${id}`),
  operators: (client: ApiClient) => client.get<{ id: number; name: string }[]>('/production/operators'),
  tasks: (client: ApiClient, mine: boolean) =>
    client.get<PageResult<Task>>(mine ? '/production/my-tasks' : '/production/tasks', { query: { page: 1, pageSize: 200 } }),
  createTask: (client: ApiClient, body: TaskCreate) => client.post<Task>('/production/tasks', body),
  act: (client: ApiClient, mine: boolean, id: number, action: TaskAction) =>
    client.post<Task>(`/production/${mine ? 'my-tasks' : 'tasks'}/${id}/action`, { action }),
  counts: (client: ApiClient, mine: boolean, id: number, body: TaskCounts) =>
    client.put<Task>(`/production/${mine ? 'my-tasks' : 'tasks'}/${id}/counts`, body),
  removeTask: (client: ApiClient, id: number) => client.delete<null>(`/production/tasks/${id}`),
  figures: (client: ApiClient, query: Figures) => client.get<FigureRow[]>('/production/figures', { query }),
  exportFigures: (client: ApiClient, query: Figures) => client.download('/production/figures/export', { query }),
};
