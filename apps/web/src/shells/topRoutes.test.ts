import { describe, expect, it } from 'vitest';
import { decideRoute } from '../features/auth/utils/decideRoute';
import { TOP_ROUTES, isPublicPath } from './topRoutes';

/** The guard's decision for a visitor with no token, as RouteGuard asks it. */
const signedOut = (path: string) =>
  decideRoute({ path, hasToken: false, profileState: 'loading', allowedPages: [], isPublic: isPublicPath(path), pageName: undefined });

describe('top-level routes', () => {
  it.each(TOP_ROUTES.filter((route) => route.public).map((route) => `/${route.path}`))('lets a signed-out visitor open %s', (path) => {
    expect(isPublicPath(path)).toBe(true);
    expect(signedOut(path)).toEqual({ kind: 'allow' });
  });

  it('sends a signed-out visitor of a shell page to login', () => {
    expect(isPublicPath('/home')).toBe(false);
    expect(signedOut('/item/item_page')).toEqual({ kind: 'redirect', to: '/login?rederect=%2Fitem%2Fitem_page' });
  });

  it('opens a share link and its sub pages without signing in, and nothing beside them', () => {
    for (const path of ['/share/abcdefghijklmnopqrstuvwxyz012345', '/share/abcdefghijklmnopqrstuvwxyz012345/device/3']) {
      expect(signedOut(path)).toEqual({ kind: 'allow' });
    }
    expect(isPublicPath('/share')).toBe(false);
    expect(isPublicPath('/shared/x')).toBe(false);
    expect(isPublicPath('/login/extra')).toBe(false);
  });

  it('names each path once', () => {
    const paths = TOP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps the public account, repair and error pages public', () => {
    for (const path of ['/login', '/register', '/forget_reset', '/wechatBinding', '/repair', '/401', '/404', '/500']) {
      expect(isPublicPath(path)).toBe(true);
    }
  });
});
