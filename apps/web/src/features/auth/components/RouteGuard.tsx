import type { Shell } from '@fieldlink/domain';
import { useEffect, useLayoutEffect, type ComponentType } from 'react';
import { dropStaticLogin } from '../../../boot/takeStaticLogin';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { publicSharedPage } from '../../../lib/share/publicSharedPage';
import { clientStorage } from '../../../lib/storage/clientStorage';
import { useStoredValue } from '../../../lib/storage/useStoredValue';
import { Spinner } from '../../../ui/Spinner';
import { useProfile } from '../hooks/useProfile';
import { LOGIN_PATH, decideRoute, type ProfileState } from '../utils/decideRoute';

export interface RouteGuardProps {
  /** The catalogue page name a path opens in a shell (undefined: unknown route); null while its code loads. */
  resolvePage: ((shell: Shell, pathname: string) => string | undefined) | null;
  /** Whether a path opens without signing in (the router's table of top-level routes says). */
  isPublic(pathname: string): boolean;
  /** What an unknown route shows (the router passes the 404 page, loaded when needed). */
  NotFound: ComponentType;
}

/** Applies decideRoute to every navigation (spec §4). */
export function RouteGuard({ resolvePage, isPublic: isPublicPath, NotFound }: RouteGuardProps) {
  const location = useLocation();
  const shell = useShellKind();
  const token = useStoredValue('token');
  // deviceInfo and largeScreen with a share link are public (spec §2): the link's shared page.
  const shared = publicSharedPage(location.pathname, location.search);
  const isPublic = shared !== null || isPublicPath(location.pathname);
  const profile = useProfile(shell, !isPublic);
  const profileState: ProfileState = profile.isError ? 'error' : profile.data ? 'ready' : 'loading';
  const decision = decideRoute({
    path: location.pathname + location.search,
    hasToken: token !== null,
    profileState,
    allowedPages: profile.data?.pages ?? [],
    isPublic,
    pageName: resolvePage?.(shell, location.pathname),
    catalogLoading: resolvePage === null,
  });

  // A page other than the sign-in is drawn: index.html's static sign-in form (if still there) leaves.
  const showsOtherPage = (decision.kind === 'allow' && location.pathname !== LOGIN_PATH) || decision.kind === 'notFound';
  useLayoutEffect(() => {
    if (showsOtherPage) dropStaticLogin();
  }, [showsOtherPage]);

  const navigate = useNavigate();
  const resetTarget = decision.kind === 'resetSession' ? decision.to : null;
  useEffect(() => {
    if (resetTarget === null) return;
    // Clear the token first so the login page does not bounce straight back to home.
    clientStorage.remove('token');
    void navigate(resetTarget, { replace: true });
  }, [resetTarget, navigate]);

  if (shared !== null) return <Navigate to={shared} replace />;
  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'wait':
    case 'resetSession':
      return (
        <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
          <Spinner size="large" />
        </div>
      );
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'notFound':
      return <NotFound />;
  }
}
