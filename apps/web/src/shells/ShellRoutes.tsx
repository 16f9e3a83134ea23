import { PAGES, type Shell } from '@fieldlink/domain';
import { useEffect, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { CatalogGate } from '../i18n/CatalogGate';
import { currentLanguage, ensureCatalog } from '../i18n';
import { useTranslation } from '../i18n/useTranslation';
import { onIdle } from '../lib/idle/onIdle';
import { ImplementedPagesProvider } from '../lib/navigation/ImplementedPages';
import { Suspended, lazyPage } from './lazyPage';
import { IMPLEMENTED_PAGES, SUB_PAGE_PATHS, implementedPages } from './pagePaths';

// A chunk of its own (it draws with antd): the phone's shell and home load without antd.
const NotFoundPage = lazyPage(
  () => import('../features/errors/pages/NotFoundPage'),
  (m) => m.NotFoundPage,
);
/** The 404 page with all of the language's catalogs, as every page but the home. */
function NotFound() {
  return (
    <CatalogGate>
      <NotFoundPage />
    </CatalogGate>
  );
}
// The home, the shells' first page, straight from its chunk; every other page through the page
// registry (every page's chunk named), which loads when the browser is idle after the first page.
const HomePage = lazyPage(
  () => import('../features/home/pages/HomePage'),
  (m) => m.HomePage,
);
const loadRegistry = () => import('./pageRegistry');
type Registry = Awaited<ReturnType<typeof loadRegistry>>;

const registered = new Map<string, ComponentType>();
/** The registry's component for a page or sub-page, one per shell and key (stable across renders). */
function registeredPage(shell: Shell, key: string, pick: (registry: Registry) => ComponentType | undefined): ComponentType {
  const id = `${shell} ${key}`;
  let page = registered.get(id);
  if (!page) {
    page = lazyPage(loadRegistry, (registry) => {
      const Page = pick(registry) ?? NotFound;
      return function RegisteredPage() {
        return (
          <CatalogGate>
            <Page />
          </CatalogGate>
        );
      };
    });
    registered.set(id, page);
  }
  return page;
}

const IMPLEMENTED: Record<Shell, readonly string[]> = { desktop: implementedPages('desktop'), mobile: implementedPages('mobile') };

/** When the browser is idle after the shell's first page: the page registry, then the rest of the catalogs. */
function usePreloadRegistry() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const preload = () =>
      void loadRegistry()
        .catch(() => undefined)
        .then(() => ensureCatalog(i18n, currentLanguage(i18n)))
        .catch(() => undefined);
    return onIdle(preload);
  }, [i18n]);
}

/** The routes of one shell, from the catalogue's paths, the implemented pages and the page registry. */
export function ShellRoutes({ shell }: { shell: Shell }) {
  usePreloadRegistry();
  const implemented = IMPLEMENTED_PAGES[shell] as readonly string[];
  return (
    <ImplementedPagesProvider pages={IMPLEMENTED[shell]}>
      <Suspended>
        <Routes>
          {PAGES.map((page) => {
            const path = page.paths[shell];
            if (!path || !implemented.includes(page.name)) return null;
            const Page =
              page.name === 'home'
                ? HomePage
                : registeredPage(
                    shell,
                    page.name,
                    (registry) => (registry.PAGE_REGISTRY[shell] as Record<string, ComponentType>)[page.name],
                  );
            return <Route key={page.name} path={path} element={<Page />} />;
          })}
          {SUB_PAGE_PATHS[shell].map(({ path }) => {
            const Page = registeredPage(shell, path, (registry) => registry.SUB_PAGES[shell].find((sub) => sub.path === path)?.component);
            return <Route key={path} path={path} element={<Page />} />;
          })}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspended>
    </ImplementedPagesProvider>
  );
}
