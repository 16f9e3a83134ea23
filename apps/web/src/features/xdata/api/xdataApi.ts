import type {
  XDataModel,
  XDataModelSave,
  XDataQueryResult,
  XDataScreen,
  XDataScreenGroup,
  XDataScreenSave,
  XDataSource,
} from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

/** XDATA: data sources, models and screens (pages xData_source, xData_model, xData_screen). */
/** A public screen with its widgets' data (xData_share_screen). */
/** A widget's rows, or the message key of why its query did not run. */
export type WidgetAnswer = XDataQueryResult | { error: string };
export type PublicScreen = { screen: XDataScreen; data: WidgetAnswer[] };

export const xdataApi = {
  publicScreen: (client: ApiClient, id: number, isPublic: string) =>
    client.get<PublicScreen>(`/xdata/public/screens/${id}?isPublic=${encodeURIComponent(isPublic)}`),
  publicGroup: (client: ApiClient, id: number, isPublic: string) =>
    client.get<{ group: { name: string }; screens: PublicScreen[] }>(`/xdata/public/groups/${id}?isPublic=${encodeURIComponent(isPublic)}`),
  sources: (client: ApiClient) => client.get<XDataSource[]>('/xdata/sources'),
  sourcePreview: (client: ApiClient, id: number) => client.get<XDataQueryResult>(`/xdata/sources/${id}/preview`),
  removeSource: (client: ApiClient, id: number) => client.delete<null>(`/xdata/sources/${id}`),
  models: (client: ApiClient) => client.get<XDataModel[]>('/xdata/models'),
  saveModel: (client: ApiClient, id: number | undefined, body: XDataModelSave) =>
    id === undefined ? client.post<XDataModel>('/xdata/models', body) : client.put<XDataModel>(`/xdata/models/${id}`, body),
  removeModel: (client: ApiClient, id: number) => client.delete<null>(`/xdata/models/${id}`),
  modelPreview: (client: ApiClient, id: number, view?: string) =>
    client.get<XDataQueryResult>(`/xdata/models/${id}/preview`, { query: view ? { view } : {} }),
  screens: (client: ApiClient) => client.get<XDataScreen[]>('/xdata/screens'),
  screenData: (client: ApiClient, id: number) => client.get<WidgetAnswer[]>(`/xdata/screens/${id}/data`),
  saveScreen: (client: ApiClient, id: number | undefined, body: XDataScreenSave) =>
    id === undefined ? client.post<XDataScreen>('/xdata/screens', body) : client.put<XDataScreen>(`/xdata/screens/${id}`, body),
  removeScreen: (client: ApiClient, id: number) => client.delete<null>(`/xdata/screens/${id}`),
  groups: (client: ApiClient) => client.get<XDataScreenGroup[]>('/xdata/screen-groups'),
  saveGroup: (client: ApiClient, id: number | undefined, body: { name: string; isPublic: boolean }) =>
    id === undefined
      ? client.post<XDataScreenGroup>('/xdata/screen-groups', body)
      : client.put<XDataScreenGroup>(`/xdata/screen-groups/${id}`, body),
};

/**
 * Uploads a CSV with progress (fetch cannot report upload progress): the file streams to the server,
 * which reads it as it arrives. Resolves with the source or rejects with the server's message.
 */
export function uploadCsv(
  client: ApiClient,
  path: string,
  query: Record<string, string>,
  file: File,
  onProgress: (percent: number) => void,
) {
  return new Promise<XDataSource>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', client.url(path, query));
    const token = client.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept-language', document.documentElement.lang || 'zh-CN');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let body: { data?: XDataSource; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        /* not JSON */
      }
      if (xhr.status === 200 && body.data) resolve(body.data);
      else reject(new Error(body.message ?? String(xhr.status)));
    };
    xhr.onerror = () => reject(new Error(path));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
