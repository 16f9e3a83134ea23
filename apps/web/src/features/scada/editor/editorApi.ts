import type { GalleryType, ViewCreateSchema, ViewDetail, ViewSummary, ViewUpdateSchema } from '@fieldlink/domain';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/http/apiClient';
import { importQuery, type ImportTarget } from './utils/viewImport';

export type ViewCreateBody = z.input<typeof ViewCreateSchema>;
export type ViewUpdateBody = z.input<typeof ViewUpdateSchema>;

/** A gallery image (GET /gallery): system images are read-only. */
export interface GalleryImage {
  id: number;
  name: string;
  type: GalleryType;
  size: number;
  system: boolean;
  createdAt: string;
}

export interface GalleryList {
  system: GalleryImage[];
  company: GalleryImage[];
}

export interface ViewImportResult {
  view: ViewDetail;
  /** Bindings whose device or point name this project does not have (dropped). */
  unresolved: number;
}

/**
 * The editor's calls (page shape): a project's views, one view with its scene, saving with the
 * version loaded, export/import of view files, the main view, and the gallery.
 */
export const editorApi = {
  views: (client: ApiClient, projectId: number) => client.get<ViewSummary[]>(`/projects/${projectId}/views`),
  view: (client: ApiClient, id: number) => client.get<ViewDetail>(`/views/${id}`),
  /** Silent: the form shows the server's field messages itself. */
  create: (client: ApiClient, body: ViewCreateBody) => client.post<ViewDetail>('/views', body, { silent: true }),
  /** Silent: a 409 (someone else saved first) is the caller's to explain. */
  update: (client: ApiClient, id: number, body: ViewUpdateBody) => client.put<ViewDetail>(`/views/${id}`, body, { silent: true }),
  remove: (client: ApiClient, id: number) => client.delete<null>(`/views/${id}`),
  setMain: (client: ApiClient, id: number) => client.post<ViewDetail>(`/views/${id}/main`),
  exportFile: (client: ApiClient, id: number) => client.download(`/views/${id}/export`),
  importFile: (client: ApiClient, projectId: number, file: unknown, target: ImportTarget) =>
    client.post<ViewImportResult>(`/projects/${projectId}/views/import`, file, { query: importQuery(target) }),
  gallery: (client: ApiClient) => client.get<GalleryList>('/gallery'),
  /** The bytes (an `<image href>` cannot send the Bearer header). */
  galleryContent: (client: ApiClient, id: number) => client.blob(`/gallery/${id}/content`, { silent: true, background: true }),
  upload: (client: ApiClient, file: File, name: string) => {
    const form = new FormData();
    form.append('name', name);
    form.append('file', file);
    return client.post<GalleryImage>('/gallery', form);
  },
  renameImage: (client: ApiClient, id: number, name: string) => client.put<GalleryImage>(`/gallery/${id}`, { name }),
  removeImage: (client: ApiClient, id: number) => client.delete<null>(`/gallery/${id}`),
};
