import type { PageResult, ProjectSummary } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

/** A project as other features see it (a select's option, a marker, a link). */
export type ProjectRef = Json<ProjectSummary>;

/**
 * The reads of projects that other features make (a form's project field, a device's position), apart
 * from the projects feature's own API so that a feature the projects feature shows (devices, monitoring)
 * need not import it back.
 */
export const projectRefsApi = {
  /** Every project the user may see (up to 500), quietly: a select's options. */
  options: (client: ApiClient) => client.get<PageResult<ProjectRef>>('/projects', { query: { page: 1, pageSize: 500 }, silent: true }),
  one: (client: ApiClient, id: number) => client.get<ProjectRef>(`/projects/${id}`),
};
