import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { editorApi } from '../editorApi';

/**
 * Object URLs of gallery images, loaded through the authenticated client as blobs (an `<image
 * href>` cannot send the Bearer header). Each image loads once; URLs no longer asked for, and all
 * of them on unmount, are revoked.
 */
export function useImageUrls(ids: readonly number[]): Record<number, string> {
  const client = useApiClient();
  const held = useRef(new Map<number, string>());
  const [urls, setUrls] = useState<Record<number, string>>({});
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');

  useEffect(() => {
    const wanted = new Set(key ? key.split(',').map(Number) : []);
    const current = held.current;
    let alive = true;
    for (const [id, url] of current) {
      if (wanted.has(id)) continue;
      URL.revokeObjectURL(url);
      current.delete(id);
    }
    for (const id of wanted) {
      if (current.has(id)) continue;
      editorApi
        .galleryContent(client, id)
        .then((blob) => {
          if (!alive || current.has(id)) return;
          current.set(id, URL.createObjectURL(blob));
          setUrls(Object.fromEntries(current));
        })
        .catch(() => undefined);
    }
    setUrls(Object.fromEntries(current));
    return () => {
      alive = false;
    };
  }, [client, key]);

  useEffect(() => {
    const current = held.current;
    return () => {
      for (const url of current.values()) URL.revokeObjectURL(url);
      current.clear();
    };
  }, []);

  return urls;
}
