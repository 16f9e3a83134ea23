import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/** Whether the page is full screen, and a toggle. */
export function useFullscreen() {
  const active = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null);
  const toggle = useCallback(() => {
    const action = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    void action.catch(() => undefined);
  }, []);
  return { active, toggle };
}
