import { describe, expect, it } from 'vitest';
import { afterLoginPath, decideRoute, type RouteInput } from './decideRoute';

const base: RouteInput = {
  path: '/home',
  hasToken: true,
  profileState: 'ready',
  allowedPages: ['home'],
  isPublic: false,
  pageName: 'home',
};

describe('decideRoute (spec §4)', () => {
  it('lets public pages pass with or without a token', () => {
    expect(decideRoute({ ...base, path: '/401', isPublic: true, hasToken: false, pageName: undefined })).toEqual({ kind: 'allow' });
    expect(decideRoute({ ...base, path: '/500', isPublic: true, profileState: 'error', pageName: undefined })).toEqual({ kind: 'allow' });
  });

  it('shows login without a token, and sends a token holder on to home', () => {
    expect(decideRoute({ ...base, path: '/login', hasToken: false, isPublic: true })).toEqual({ kind: 'allow' });
    expect(decideRoute({ ...base, path: '/login?rederect=%2Fhome', isPublic: true })).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideRoute({ ...base, path: '/login', isPublic: true })).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('sends a token holder on /login to the rederect target, not home (no race with the sign-in)', () => {
    expect(decideRoute({ ...base, path: '/login?rederect=%2Fitems%2Fitem_page%3Ftabs%3Dsummary', isPublic: true })).toEqual({
      kind: 'redirect',
      to: '/items/item_page?tabs=summary',
    });
    expect(decideRoute({ ...base, path: '/login?rederect=%2F%2Fevil.example', isPublic: true })).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('redirects to login with the full path, query included, when there is no token', () => {
    expect(decideRoute({ ...base, hasToken: false, path: '/item/item_query?itemId=3&itemName=A B' })).toEqual({
      kind: 'redirect',
      to: '/login?rederect=%2Fitem%2Fitem_query%3FitemId%3D3%26itemName%3DA%20B',
    });
  });

  it('waits for the profile, and resets the session when it fails', () => {
    expect(decideRoute({ ...base, profileState: 'loading' })).toEqual({ kind: 'wait' });
    expect(decideRoute({ ...base, profileState: 'error' })).toEqual({ kind: 'resetSession', to: '/login?rederect=%2Fhome' });
  });

  it('sends a page outside the allowed list to /401', () => {
    expect(decideRoute({ ...base, path: '/rbac/rbac_role_page', pageName: 'rbac_role_page' })).toEqual({ kind: 'redirect', to: '/401' });
  });

  it('answers an unknown route with the 404 page', () => {
    expect(decideRoute({ ...base, path: '/nowhere', pageName: undefined })).toEqual({ kind: 'notFound' });
  });

  it('sends the root address to home, signed in or not (spec §2 "/home (redirected from /)")', () => {
    for (const path of ['/', '', '/?from=readme']) {
      expect(decideRoute({ ...base, path, pageName: undefined })).toEqual({ kind: 'redirect', to: '/home' });
      expect(decideRoute({ ...base, path, hasToken: false, pageName: undefined })).toEqual({ kind: 'redirect', to: '/home' });
      expect(decideRoute({ ...base, path, profileState: 'loading', pageName: undefined })).toEqual({ kind: 'redirect', to: '/home' });
    }
  });

  it('allows a page on the list', () => {
    expect(decideRoute(base)).toEqual({ kind: 'allow' });
  });
});

describe('afterLoginPath', () => {
  it('goes to the rederect target when it stays inside the app', () => {
    expect(afterLoginPath('/item/item_query?itemId=3')).toBe('/item/item_query?itemId=3');
  });

  it('falls back to home for nothing, login itself, or a way out of the app', () => {
    for (const target of [null, '', 'https://evil.test', '//evil.test', '/login?rederect=/home', '/', '/?x=1']) {
      expect(afterLoginPath(target)).toBe('/home');
    }
  });

  it('waits for the page catalogue on a signed-in page, never on a public one or before the token and profile', () => {
    expect(decideRoute({ ...base, catalogLoading: true })).toEqual({ kind: 'wait' });
    expect(decideRoute({ ...base, catalogLoading: true, hasToken: false })).toEqual({ kind: 'redirect', to: '/login?rederect=%2Fhome' });
    expect(decideRoute({ ...base, catalogLoading: true, profileState: 'error' })).toEqual({
      kind: 'resetSession',
      to: '/login?rederect=%2Fhome',
    });
    expect(decideRoute({ ...base, path: '/login', hasToken: false, isPublic: true, catalogLoading: true })).toEqual({ kind: 'allow' });
    expect(decideRoute({ ...base, path: '/401', isPublic: true, catalogLoading: true })).toEqual({ kind: 'allow' });
  });
});
