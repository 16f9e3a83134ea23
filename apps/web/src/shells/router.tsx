import type { Shell } from '@fieldlink/domain';
import { lazy, useEffect, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { RouteGuard } from '../features/auth';
import { CatalogGate } from '../i18n/CatalogGate';
import { GuardedHashRouter } from '../lib/navigation/NavigationGuard';
import { useStoredValue } from '../lib/storage/useStoredValue';
import { Suspended, lazyPage } from './lazyPage';
import { PreloadShell, ShellSwitch } from './ShellSwitch';
import { TOP_ROUTES, isPublicPath } from './topRoutes';
import { embeddedShareLink } from '../features/shares';

// antd's providers and antd-mobile's locale (both libraries with them) around the pages outside the
// shells, loaded with those pages, and all of the language's catalogs; the sign-in page draws without them.
const AntdProviders = lazy(() => import('../ui/AntdProviders').then((m) => ({ default: m.AntdProviders })));
const MobileLocale = lazy(() =>
  Promise.all([import('../ui/MobileLocale'), import('../ui/setupAntdMobile')]).then(([m, antdMobile]) => {
    // antd-mobile's Toast and Dialog render through React 19 on these pages.
    antdMobile.setupAntdMobile();
    return { default: m.MobileLocale };
  }),
);

function PublicPageProviders({ children }: { children: ReactNode }) {
  return (
    <CatalogGate>
      <AntdProviders>
        <MobileLocale>{children}</MobileLocale>
      </AntdProviders>
    </CatalogGate>
  );
}

const NotFoundPage = lazyPage(
  () => import('../features/errors/pages/NotFoundPage'),
  (m) => m.NotFoundPage,
);

/** The 404 page the route guard shows for an unknown route, in antd's providers. */
function NotFound() {
  return (
    <Suspended>
      <PublicPageProviders>
        <NotFoundPage />
      </PublicPageProviders>
    </Suspended>
  );
}

type ResolvePage = (shell: Shell, pathname: string) => string | undefined;

// The catalogue's paths and the implemented pages (`pagePaths.ts`) come with the shells, not with the
// sign-in page: the guard loads them once there is a token, and waits for them on a signed-in page only.
let loadedResolvePage: ResolvePage | null = null;
const loadResolvePage = () =>
  import('./pagePaths').then((module) => {
    loadedResolvePage = module.catalogPageAt;
    return module.catalogPageAt;
  });

function GuardWithCatalog() {
  // Read again at every navigation, as the guard reads it: a token stored without a notice (another
  // tab, a test) is seen on the next route.
  useLocation();
  const token = useStoredValue('token');
  const [resolvePage, setResolvePage] = useState<ResolvePage | null>(() => loadedResolvePage);
  useEffect(() => {
    if (resolvePage !== null || token === null) return;
    let current = true;
    void loadResolvePage().then((resolve) => {
      if (current) setResolvePage(() => resolve);
    });
    return () => {
      current = false;
    };
  }, [resolvePage, token]);
  return <RouteGuard resolvePage={resolvePage} isPublic={isPublicPath} NotFound={NotFound} />;
}

/**
 * Hash routing (spec §1), with react-router's declarative router: public pages, error pages, and
 * everything else inside a shell. At a share link's embed address, which other sites may frame, the
 * share's pages alone: a frame can never show a signed-in page to click on.
 */
export function AppRouter() {
  const [embedded] = useState(embeddedShareLink);
  return <GuardedHashRouter>{embedded ? <EmbedRoutes link={embedded} /> : <AppRoutes />}</GuardedHashRouter>;
}

function AppRoutes() {
  return (
    <Routes>
      <Route element={<GuardWithCatalog />}>
        <Route index element={<Navigate to="/home" replace />} />
        {TOP_ROUTES.map(({ path, page: Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspended>
                {path === 'login' ? (
                  <>
                    <Page />
                    <PreloadShell />
                  </>
                ) : (
                  <PublicPageProviders>
                    <Page />
                  </PublicPageProviders>
                )}
              </Suspended>
            }
          />
        ))}
        <Route path="*" element={<ShellSwitch />} />
      </Route>
    </Routes>
  );
}

function EmbedRoutes({ link }: { link: string }) {
  const share = TOP_ROUTES.find((route) => route.path === 'share/:link/*');
  if (!share) throw new Error('no share route');
  const SharePage = share.page;
  return (
    <Routes>
      <Route
        path={share.path}
        element={
          <Suspended>
            <PublicPageProviders>
              <SharePage />
            </PublicPageProviders>
          </Suspended>
        }
      />
      <Route path="*" element={<Navigate to={`/share/${link}`} replace />} />
    </Routes>
  );
}
