import { walkElements, type Scene } from '@fieldlink/domain';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { viewsApi } from '../api/viewsApi';

/** The gallery images a scene draws, once each. */
export function sceneGalleryIds(scene: Scene | undefined): number[] {
  const ids = new Set<number>();
  if (scene)
    walkElements(scene.elements, (element) => {
      if ((element.kind === 'image' || element.kind === 'symbol') && element.galleryId !== undefined) ids.add(element.galleryId);
    });
  return [...ids];
}

/**
 * Object URLs of the scene's gallery images, loaded through the authenticated client (an `<image
 * href>` cannot send the token) and revoked when no longer used. The lookup is stable until an
 * image arrives, so elements are not redrawn for nothing.
 */
export function useGalleryUrls(scene: Scene | undefined): (id: number) => string | undefined {
  const client = useApiClient();
  const ids = sceneGalleryIds(scene);
  const blobs = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['gallery', 'content', id],
      queryFn: () => viewsApi.galleryContent(client, id),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    })),
  });
  const key = blobs.map((query, index) => (query.data ? ids[index] : '')).join(',');
  const [urls, setUrls] = useState<ReadonlyMap<number, string>>(new Map());
  useEffect(() => {
    const made = new Map<number, string>();
    blobs.forEach((query, index) => {
      if (query.data) made.set(ids[index]!, URL.createObjectURL(query.data));
    });
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the loaded blobs
  }, [key]);
  const lookup = useCallback((id: number) => urls.get(id), [urls]);
  return useMemo(() => lookup, [lookup]);
}
