import { createContext, useContext, useEffect, type Dispatch, type SetStateAction } from 'react';
import { useLocation } from 'react-router';

/** What the page at `path` calls itself (a device page: the device's name). */
export interface PageLabel {
  path: string;
  text: string;
}

/** The shell's setter; pages outside a shell set nothing. */
export const PageLabelContext = createContext<Dispatch<SetStateAction<PageLabel | null>>>(() => undefined);

/**
 * Tells the shell what this page is about, for its tag and breadcrumb (desktop): the device
 * page names its device rather than "Device monitoring". Cleared when the page goes.
 */
export function usePageLabel(text: string | undefined): void {
  const set = useContext(PageLabelContext);
  const location = useLocation();
  const path = location.pathname + location.search;
  useEffect(() => {
    if (!text) return undefined;
    set({ path, text });
    return () => set((current) => (current?.path === path ? null : current));
  }, [set, path, text]);
}

/** The label of the page at `path`, when that page has set one. */
export function labelAt(label: PageLabel | null, path: string): string | undefined {
  return label?.path === path ? label.text : undefined;
}
