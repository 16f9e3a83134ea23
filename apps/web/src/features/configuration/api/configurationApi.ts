import type { ProjectConfiguration } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

/** The project configuration hub (configure_page view). */
export const configurationApi = {
  of: (client: ApiClient, projectId: number) => client.get<ProjectConfiguration>(`/projects/${projectId}/configuration`),
};
