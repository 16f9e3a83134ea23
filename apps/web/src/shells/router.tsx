import { Navigate, createHashRouter } from 'react-router';
import { RouteGuard } from '../features/auth/components/RouteGuard';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { NotFoundPage } from '../features/errors/pages/NotFoundPage';
import { ServerErrorPage } from '../features/errors/pages/ServerErrorPage';
import { UnauthorizedPage } from '../features/errors/pages/UnauthorizedPage';
import { catalogPageAt } from './pageRegistry';
import { ShellSwitch } from './ShellSwitch';

/** Hash routing (spec §1): public pages, error pages, and everything else inside a shell. */
export function createAppRouter() {
  return createHashRouter([
    {
      element: <RouteGuard resolvePage={catalogPageAt} />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        { path: 'login', element: <LoginPage /> },
        { path: '401', element: <UnauthorizedPage /> },
        { path: '404', element: <NotFoundPage /> },
        { path: '500', element: <ServerErrorPage /> },
        { path: '*', element: <ShellSwitch /> },
      ],
    },
  ]);
}
