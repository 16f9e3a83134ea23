import { Navigate, createHashRouter } from 'react-router';
import { RouteGuard } from '../features/auth/components/RouteGuard';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { WechatBindingPage } from '../features/account/pages/WechatBindingPage';
import { WechatHasBeenBoundPage } from '../features/account/pages/WechatHasBeenBoundPage';
import { NotFoundPage } from '../features/errors/pages/NotFoundPage';
import { ServerErrorPage } from '../features/errors/pages/ServerErrorPage';
import { UnauthorizedPage } from '../features/errors/pages/UnauthorizedPage';
import { ForgetResetPage } from '../features/recovery/pages/ForgetResetPage';
import { FindUserNamePage } from '../features/recovery/pages/FindUserNamePage';
import { ForgetValidatePage } from '../features/recovery/pages/ForgetValidatePage';
import { RegistrationResetPage } from '../features/recovery/pages/RegistrationResetPage';
import { RegisterPage } from '../features/registration/pages/RegisterPage';
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
        // Public account pages (spec §2); RouteGuard's PUBLIC_PATHS lists them too.
        { path: 'register', element: <RegisterPage /> },
        { path: 'mobile_registration', element: <RegisterPage /> },
        { path: 'reset', element: <ForgetValidatePage /> },
        { path: 'forget_validate', element: <ForgetValidatePage /> },
        { path: 'forget_reset', element: <ForgetResetPage /> },
        { path: 'registration_reset', element: <RegistrationResetPage /> },
        { path: 'find_username', element: <FindUserNamePage /> },
        { path: 'wechatBinding', element: <WechatBindingPage /> },
        { path: 'wechatHasBeenBound', element: <WechatHasBeenBoundPage /> },
        { path: '401', element: <UnauthorizedPage /> },
        { path: '404', element: <NotFoundPage /> },
        { path: '500', element: <ServerErrorPage /> },
        { path: '*', element: <ShellSwitch /> },
      ],
    },
  ]);
}
