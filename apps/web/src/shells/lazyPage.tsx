import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '../ui/Spinner';

/**
 * A page loaded on first visit: its code (and its libraries: tables, forms, maps) stays out of
 * what index.html loads, so the first screen arrives quickly on a phone.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/** What shows while a page's code loads. */
export function PageLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spinner />
    </div>
  );
}

export function Suspended({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
