import type { Location, To } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guardedHistory, leavingAsks, type BaseHistory, type HeldNavigation, type HistoryUpdate } from './guardedHistory';

const at = (path: string): Location => {
  const [pathname = '/', query] = path.split('?');
  return { pathname, search: query ? `?${query}` : '', hash: '', state: null, key: path };
};
const pathOf = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`);

/** A hash history's stack whose back, forward and go() arrive later, as the browser's popstate does. */
function fakeBase(start: string) {
  const entries = [at(start)];
  let index = 0;
  let listener: ((update: HistoryUpdate) => void) | null = null;
  const pops: number[] = [];
  const tell = (update: HistoryUpdate) => listener?.(update);
  const base: BaseHistory = {
    get action() {
      return 'POP' as BaseHistory['action'];
    },
    get location() {
      return entries[index]!;
    },
    listen(fn) {
      listener = fn;
      return () => {
        listener = null;
      };
    },
    createHref: pathOf,
    push(to) {
      entries.splice(index + 1, entries.length, at(pathOf(to)));
      index += 1;
      tell({ action: 'PUSH' as HistoryUpdate['action'], location: entries[index]!, delta: 1 });
    },
    replace(to) {
      entries[index] = at(pathOf(to));
      tell({ action: 'REPLACE' as HistoryUpdate['action'], location: entries[index]!, delta: 0 });
    },
    go(delta) {
      pops.push(delta);
    },
  };
  return {
    base,
    /** The address now, which the browser shows. */
    address: () => entries[index]!.pathname + entries[index]!.search,
    /** The user's back (-1) or forward (+1) button, then every go() it caused, in order. */
    browser(delta: number) {
      pops.push(delta);
      this.settle();
    },
    settle() {
      while (pops.length) {
        const step = pops.shift()!;
        index += step;
        tell({ action: 'POP' as HistoryUpdate['action'], location: entries[index]!, delta: step });
      }
    },
  };
}

function setUp(start = '/home') {
  const fake = fakeBase(start);
  const history = guardedHistory(fake.base);
  const seen: string[] = [];
  history.listen((update) => seen.push(`${update.action} ${update.location.pathname}${update.location.search}`));
  const asked: HeldNavigation[] = [];
  let dirty = false;
  const unguard = history.guard({ blocks: (current, next) => leavingAsks(dirty, current, next), ask: (held) => asked.push(held) });
  return { fake, history, seen, asked, unguard, setDirty: (value: boolean) => (dirty = value) };
}

describe('leavingAsks', () => {
  it('asks only with unsaved changes, and only for another page or query', () => {
    const editor = { pathname: '/scada/editor', search: '?viewId=1' };
    expect(leavingAsks(true, editor, { pathname: '/home', search: '' })).toBe(true);
    expect(leavingAsks(true, editor, { pathname: '/scada/editor', search: '?viewId=2' })).toBe(true);
    expect(leavingAsks(true, editor, { ...editor })).toBe(false);
    expect(leavingAsks(false, editor, { pathname: '/home', search: '' })).toBe(false);
  });
});

describe('guardedHistory', () => {
  it('lets every navigation through while no guard blocks', () => {
    const { fake, history, seen, asked } = setUp('/scada/editor');
    history.push('/home');
    fake.browser(-1);
    history.replace('/scada/editor?viewId=3');
    expect(asked).toEqual([]);
    expect(seen).toEqual(['PUSH /home', 'POP /scada/editor', 'REPLACE /scada/editor?viewId=3']);
    expect(fake.address()).toBe('/scada/editor?viewId=3');
  });

  it('holds a link, a menu or navigate() until the user answers: staying keeps the page, leaving goes', () => {
    const { fake, history, seen, asked, setDirty } = setUp('/scada/editor');
    setDirty(true);
    history.push('/home');
    expect(asked).toHaveLength(1);
    expect(fake.address()).toBe('/scada/editor');
    asked[0]!.reset();
    expect(seen).toEqual([]);
    history.replace({ pathname: '/alarms', search: '?level=1' });
    expect(asked).toHaveLength(2);
    asked[1]!.proceed();
    expect(fake.address()).toBe('/alarms?level=1');
    expect(seen).toEqual(['REPLACE /alarms?level=1']);
  });

  it('undoes a back or forward at once, and does it again only if the user leaves', () => {
    const { fake, history, seen, asked, setDirty } = setUp('/home');
    history.push('/scada/editor');
    setDirty(true);
    fake.browser(-1);
    expect(fake.address()).toBe('/scada/editor');
    expect(asked).toHaveLength(1);
    asked[0]!.reset();
    expect(seen).toEqual(['PUSH /scada/editor']);

    fake.browser(-1);
    asked[1]!.proceed();
    fake.settle();
    expect(fake.address()).toBe('/home');
    expect(seen).toEqual(['PUSH /scada/editor', 'POP /home']);
  });

  it('asks once: while a navigation is held, others are dropped and back is undone', () => {
    const { fake, history, seen, asked, setDirty } = setUp('/home');
    history.push('/scada/editor');
    setDirty(true);
    history.push('/alarms');
    history.push('/devices');
    fake.browser(-1);
    expect(asked).toHaveLength(1);
    expect(fake.address()).toBe('/scada/editor');
    asked[0]!.proceed();
    asked[0]!.reset();
    expect(fake.address()).toBe('/alarms');
    expect(seen).toEqual(['PUSH /scada/editor', 'PUSH /alarms']);
  });

  it('stops asking once the page takes its guard away', () => {
    const { fake, history, asked, setDirty, unguard } = setUp('/scada/editor');
    setDirty(true);
    unguard();
    history.push('/home');
    expect(asked).toEqual([]);
    expect(fake.address()).toBe('/home');
  });
});
