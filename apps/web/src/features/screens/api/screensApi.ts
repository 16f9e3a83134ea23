import type { ScreenCreate, ScreenData, ScreenDetail, ScreenSummary, ScreenUpdate } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { OverviewData } from '../../home';

export interface PageResult<T> {
  items: T[];
  total: number;
}

/** The display's data as it arrives over JSON (the overview's dates as ISO strings). */
export type ScreenDataJson = Omit<ScreenData, 'overview'> & { overview: OverviewData };

/** Large screens: the list (large_list), the display's two reads (largeScreen view), the editor's saves. */
export const screensApi = {
  list: (client: ApiClient, query: { projectId?: number; page: number; pageSize: number }) =>
    client.get<PageResult<ScreenSummary>>('/screens', { query }),
  get: (client: ApiClient, id: number) => client.get<ScreenDetail>(`/screens/${id}`),
  /** A poll neither shows its failure nor drives the loading bar. */
  data: (client: ApiClient, id: number, polled: boolean) =>
    client.get<ScreenDataJson>(`/screens/${id}/data`, polled ? { silent: true, background: true } : {}),
  create: (client: ApiClient, body: ScreenCreate) => client.post<ScreenDetail>('/screens', body),
  update: (client: ApiClient, id: number, body: ScreenUpdate) => client.put<ScreenDetail>(`/screens/${id}`, body),
  remove: (client: ApiClient, id: number) => client.delete<null>(`/screens/${id}`),
};

/** The stored SVG preview as an image source (drawn by the server from the layout, text escaped). */
export const thumbnailSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
