import { useEffect, useState } from 'react';

/**
 * Runs `task` when the browser is next idle (`requestIdleCallback`; where there is none, as soon as the
 * current task and its rendering are done). Returns what cancels it, for an effect's clean-up.
 */
export function onIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 1);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(() => task());
  return () => window.cancelIdleCallback(handle);
}

/** False on the first frame, true once the browser has been idle after it (what can wait for the first paint). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true)), []);
  return idle;
}
