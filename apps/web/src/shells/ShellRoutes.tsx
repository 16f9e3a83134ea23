import { PAGES, type Shell } from '@fieldlink/domain';
import { Route, Routes } from 'react-router';
import { Suspended } from './lazyPage';
import { NotFoundPage } from '../features/errors/pages/NotFoundPage';
import { PAGE_REGISTRY, SUB_PAGES } from './pageRegistry';

/** The routes of one shell, from the page registry and the catalogue's paths. */
export function ShellRoutes({ shell }: { shell: Shell }) {
  return (
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
  );
}
