import { Navigate, createHashRouter } from 'react-router';
import { RouteGuard } from '../features/auth/components/RouteGuard';
import { Suspended } from './lazyPage';
import { catalogPageAt } from './pageRegistry';
import { ShellSwitch } from './ShellSwitch';
import { TOP_ROUTES, isPublicPath } from './topRoutes';

/** Hash routing (spec §1): public pages, error pages, and everything else inside a shell. */
export function createAppRouter() {
  return createHashRouter([
    {
      element: <RouteGuard resolvePage={catalogPageAt} isPublic={isPublicPath} />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        ...TOP_ROUTES.map(({ path, page: Page }) => ({
          path,
          element: (
            <Suspended>
              <Page />
            </Suspended>
          ),
        })),
        { path: '*', element: <ShellSwitch /> },
      ],
    },
  ]);
}
