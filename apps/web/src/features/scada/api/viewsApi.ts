import { safeMigrateScene, type GalleryType, type Scene, type ViewSummary } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

export type ViewRow = ViewSummary;

/** An image of the gallery (system or the company's). */
export interface GalleryImage {
  id: number;
  name: string;
  type: GalleryType;
  size: number;
  system: boolean;
  createdAt: string;
}
export type ViewWithScene = ViewSummary & { scene: Scene };

/** A view as loaded: its scene read through the migration (an older or damaged scene draws empty). */
function withScene(view: ViewSummary & { scene: unknown }): ViewWithScene & { sceneError?: string } {
  const parsed = safeMigrateScene(view.scene);
  if (parsed.success) return { ...view, scene: parsed.data };
  return {
    ...view,
    scene: {
      version: 2,
      width: 1280,
      height: 720,
      background: '#ffffff',
      grid: 10,
      layers: [{ id: 'base', name: '', visible: true, locked: false }],
      elements: [],
    },
    sceneError: parsed.message,
  };
}

/** SCADA views of a project (view: item_query view or shape view) and the gallery's images. */
export const viewsApi = {
  /** Main first, then by name. */
  list: (client: ApiClient, projectId: number) => client.get<ViewRow[]>(`/projects/${projectId}/views`, { silent: true }),
  get: async (client: ApiClient, id: number) => withScene(await client.get<ViewSummary & { scene: unknown }>(`/views/${id}`)),
  gallery: (client: ApiClient) => client.get<{ system: GalleryImage[]; company: GalleryImage[] }>('/gallery', { silent: true }),
  /** The image's bytes through the authenticated client (an `<image href>` cannot send the token). */
  galleryContent: (client: ApiClient, id: number) => client.blob(`/gallery/${id}/content`, { silent: true, background: true }),
};
