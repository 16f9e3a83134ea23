import { parsePath, type Location, type NavigationType, type Navigator, type To } from 'react-router';

/** Where the app is or would go: what a guard compares. */
export interface Place {
  pathname: string;
  search: string;
}

/** A change of place as react-router's history reports it; `delta` is null for an address typed by hand. */
export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
  delta: number | null;
}

/** The history the guard wraps: react-router's hash history (`UNSAFE_createHashHistory`, `v5Compat`). */
export interface BaseHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

/** A navigation held back, until the user lets it go on (`proceed`) or stays (`reset`). */
export interface HeldNavigation {
  proceed(): void;
  reset(): void;
}

/**
 * A page's guard: `blocks` says whether leaving `current` for `next` must ask first, `ask` asks
 * (a dialog) and answers through the held navigation.
 */
export interface NavigationGuard {
  blocks(current: Place, next: Place): boolean;
  ask(held: HeldNavigation): void;
}

/** The unsaved-changes rule: with changes, any other page or query asks first; a hash within the page does not. */
export function leavingAsks(dirty: boolean, current: Place, next: Place): boolean {
  return dirty && current.pathname + current.search !== next.pathname + next.search;
}

const placeOf = (to: To): Place => {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname ?? '', search: path.search ?? '' };
};

/**
 * The history the app's router navigates through, with the pages' guards in front of it: a link, a
 * menu, `navigate()` and the browser's back and forward buttons all pass here. A guarded navigation
 * waits for its guard's answer; a guarded back or forward is undone at once (the address returns to
 * the page) and done again if the user lets it go. While one navigation is held, others are dropped.
 */
export function guardedHistory(base: BaseHistory) {
  const guards = new Set<NavigationGuard>();
  let held = false;
  // The pops the guard makes itself (undoing a back or forward, or redoing it) reach no listener as
  // a navigation to check again: `undoing` is dropped, `redoing` passes unchecked.
  let undoing = false;
  let redoing = false;
  let shown: Place = base.location;

  const guardFor = (next: Place) => [...guards].find((guard) => guard.blocks(shown, next));

  function hold(guard: NavigationGuard, go: () => void) {
    held = true;
    let answered = false;
    const answer = (then: () => void) => () => {
      if (answered) return;
      answered = true;
      held = false;
      then();
    };
    guard.ask({ proceed: answer(go), reset: answer(() => {}) });
  }

  // Back or forward (a pop, the address already changed): undone while held or guarded, asked once.
  function popPasses({ location, delta }: HistoryUpdate): boolean {
    if (undoing) {
      undoing = false;
      return false;
    }
    if (redoing) {
      redoing = false;
      return true;
    }
    // A pop without a known distance (an address typed by hand) cannot be undone: it goes through.
    if (delta === null || delta === 0) return true;
    const guard = held ? undefined : guardFor(location);
    if (!held && !guard) return true;
    undoing = true;
    base.go(-delta);
    if (guard)
      hold(guard, () => {
        redoing = true;
        base.go(delta);
      });
    return false;
  }

  function guarded(navigate: (to: To, state?: unknown) => void) {
    return (to: To, state?: unknown) => {
      if (held) return;
      const guard = guardFor(placeOf(to));
      if (guard) hold(guard, () => navigate(to, state));
      else navigate(to, state);
    };
  }

  const history = {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    listen(listener: (update: HistoryUpdate) => void) {
      return base.listen((update) => {
        if (update.action === 'POP' && !popPasses(update)) return;
        shown = update.location;
        listener(update);
      });
    },
    createHref: (to: To) => base.createHref(to),
    createURL: base.createURL && ((to: To) => base.createURL!(to)),
    encodeLocation: base.encodeLocation && ((to: To) => base.encodeLocation!(to)),
    push: guarded((to, state) => base.push(to, state)),
    replace: guarded((to, state) => base.replace(to, state)),
    go: (delta: number) => base.go(delta),
    /** Puts a page's guard in front of navigations; the answer takes it away. */
    guard(guard: NavigationGuard) {
      guards.add(guard);
      return () => {
        guards.delete(guard);
      };
    },
  };
  return history;
}

export type GuardedHistory = ReturnType<typeof guardedHistory>;
