import { createContext, startTransition, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createHashHistory, type Location, type NavigationType } from 'react-router';
import { guardedHistory, type HeldNavigation, type NavigationGuard, type Place } from './guardedHistory';

const GuardContext = createContext<((guard: NavigationGuard) => () => void) | null>(null);

/**
 * react-router's declarative hash router (spec §1 hash routing) over a history the pages can guard
 * (`useNavigationGuard`): the data router's `useBlocker` without the data router. Updates go through
 * `startTransition`, as `HashRouter` and `RouterProvider` do.
 */
export function GuardedHashRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => guardedHistory(UNSAFE_createHashHistory({ v5Compat: true })));
  const [shown, setShown] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setShown({ action, location }))), [history]);
  return (
    <GuardContext.Provider value={history.guard}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </GuardContext.Provider>
  );
}

/**
 * While mounted, every navigation of the app (links, menus, `navigate()`, back and forward) for which
 * `blocks(current, next)` holds waits for `ask` to answer through the held navigation. The latest
 * `blocks` and `ask` of each render are the ones consulted.
 */
export function useNavigationGuard(blocks: (current: Place, next: Place) => boolean, ask: (held: HeldNavigation) => void): void {
  const addGuard = useContext(GuardContext);
  const latest = useRef({ blocks, ask });
  useLayoutEffect(() => {
    latest.current = { blocks, ask };
  });
  useLayoutEffect(
    () =>
      addGuard?.({
        blocks: (current, next) => latest.current.blocks(current, next),
        ask: (held) => latest.current.ask(held),
      }),
    [addGuard],
  );
}
