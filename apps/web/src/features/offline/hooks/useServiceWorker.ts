import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Registers the app's service worker (issue 40), from the phone shell only and after it has drawn:
 * the sign-in page never loads any of it. A new version is announced (`updateReady`); it takes over
 * when the page is next loaded (the worker is told as the page goes), or at once when the
 * technician asks (`reloadNow`) — never under a form being filled in.
 */
export function useServiceWorker() {
  const [updateReady, setUpdateReady] = useState(false);
  const update = useRef<(() => Promise<void>) | null>(null);
  const wantReload = useRef(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    let live = true;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (!live) return;
      update.current = registerSW({
        immediate: true,
        onNeedRefresh: () => setUpdateReady(true),
        onNeedReload: () => {
          if (wantReload.current) window.location.reload();
        },
      });
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!updateReady) return;
    const leave = () => void update.current?.();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [updateReady]);

  const reloadNow = useCallback(() => {
    wantReload.current = true;
    void update.current?.();
  }, []);

  return { updateReady, reloadNow };
}
