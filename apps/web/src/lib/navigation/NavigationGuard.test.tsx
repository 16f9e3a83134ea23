// @vitest-environment jsdom
import { act } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '../testing/renderHook';
import type { HeldNavigation } from './guardedHistory';
import { leavingAsks } from './guardedHistory';
import { GuardedHashRouter, useNavigationGuard } from './NavigationGuard';

const mounted: (() => void)[] = [];
afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  window.location.hash = '';
});

/** A page with unsaved changes (`dirty`) under the app's router, and what its guard was asked. */
function editorPage(dirty: boolean) {
  window.location.hash = '#/scada/editor';
  const asked: HeldNavigation[] = [];
  const rendered = renderHook(
    (props: { dirty: boolean }) => {
      useNavigationGuard(
        (current, next) => leavingAsks(props.dirty, current, next),
        (held) => asked.push(held),
      );
      return { navigate: useNavigate(), pathname: useLocation().pathname };
    },
    { dirty },
    (children) => <GuardedHashRouter>{children}</GuardedHashRouter>,
  );
  mounted.push(rendered.unmount);
  const go = (to: string) => act(() => void (rendered.result.current.navigate as NavigateFunction)(to));
  return { ...rendered, asked, go };
}

describe('useNavigationGuard under GuardedHashRouter', () => {
  it('lets navigate() through while nothing is unsaved', async () => {
    const { result, asked, go } = editorPage(false);
    await go('/home');
    expect(asked).toEqual([]);
    expect(result.current.pathname).toBe('/home');
    expect(window.location.hash).toBe('#/home');
  });

  it('holds navigate() with unsaved changes until the user answers', async () => {
    const { result, asked, go } = editorPage(true);
    await go('/home');
    expect(asked).toHaveLength(1);
    expect(result.current.pathname).toBe('/scada/editor');
    expect(window.location.hash).toBe('#/scada/editor');
    await act(() => asked[0]!.proceed());
    expect(result.current.pathname).toBe('/home');
  });

  it('reads the latest answer of the page: saved, it leaves without asking', async () => {
    const { result, asked, go, rerender } = editorPage(true);
    await rerender({ dirty: false });
    await go('/alarms');
    expect(asked).toEqual([]);
    expect(result.current.pathname).toBe('/alarms');
  });
});
