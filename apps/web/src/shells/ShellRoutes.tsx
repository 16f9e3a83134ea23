import { PAGES, type Shell } from '@fieldlink/domain';
import { Route, Routes } from 'react-router';
import { ImplementedPagesProvider } from '../lib/navigation/ImplementedPages';
import { Suspended, lazyPage } from './lazyPage';
import { PAGE_REGISTRY, SUB_PAGES, implementedPages } from './pageRegistry';

// A chunk of its own (it draws with antd): the phone's shell and home load without antd.
const NotFoundPage = lazyPage(
  () => import('../features/errors/pages/NotFoundPage'),
  (m) => m.NotFoundPage,
);

const IMPLEMENTED: Record<Shell, readonly string[]> = { desktop: implementedPages('desktop'), mobile: implementedPages('mobile') };

/** The routes of one shell, from the page registry and the catalogue's paths. */
export function ShellRoutes({ shell }: { shell: Shell }) {
  return (
    <ImplementedPagesProvider pages={IMPLEMENTED[shell]}>
      <Suspended>
        <Routes>
          {PAGES.map((page) => {
            const Page = PAGE_REGISTRY[shell][page.name];
            const path = page.paths[shell];
            return Page && path ? <Route key={page.name} path={path} element={<Page />} /> : null;
          })}
          {SUB_PAGES[shell].map(({ path, component: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspended>
    </ImplementedPagesProvider>
  );
}
