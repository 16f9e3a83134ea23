import { createContext, useContext, type ReactNode } from 'react';

const ImplementedPagesContext = createContext<readonly string[]>([]);

/** Set by each shell around its pages: the catalogue pages its page registry implements. */
export function ImplementedPagesProvider({ pages, children }: { pages: readonly string[]; children: ReactNode }) {
  return <ImplementedPagesContext.Provider value={pages}>{children}</ImplementedPagesContext.Provider>;
}

/** The catalogue pages the current shell implements (none outside a shell). */
export function useImplementedPages(): readonly string[] {
  return useContext(ImplementedPagesContext);
}
