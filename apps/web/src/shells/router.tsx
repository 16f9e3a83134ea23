import { Navigate, createHashRouter } from 'react-router';
import { RouteGuard } from '../features/auth/components/RouteGuard';
import { NotFoundPage } from '../features/errors/pages/NotFoundPage';
import { Suspended, lazyPage } from './lazyPage';
import { catalogPageAt } from './pageRegistry';
import { ShellSwitch } from './ShellSwitch';

const LoginPage = lazyPage(
  () => import('../features/auth/pages/LoginPage'),
  (m) => m.LoginPage,
);
const WechatBindingPage = lazyPage(
  () => import('../features/account/pages/WechatBindingPage'),
  (m) => m.WechatBindingPage,
);
const WechatHasBeenBoundPage = lazyPage(
  () => import('../features/account/pages/WechatHasBeenBoundPage'),
  (m) => m.WechatHasBeenBoundPage,
);
const ServerErrorPage = lazyPage(
  () => import('../features/errors/pages/ServerErrorPage'),
  (m) => m.ServerErrorPage,
);
const UnauthorizedPage = lazyPage(
  () => import('../features/errors/pages/UnauthorizedPage'),
  (m) => m.UnauthorizedPage,
);
const ForgetResetPage = lazyPage(
  () => import('../features/recovery/pages/ForgetResetPage'),
  (m) => m.ForgetResetPage,
);
const FindUserNamePage = lazyPage(
  () => import('../features/recovery/pages/FindUserNamePage'),
  (m) => m.FindUserNamePage,
);
const ForgetValidatePage = lazyPage(
  () => import('../features/recovery/pages/ForgetValidatePage'),
  (m) => m.ForgetValidatePage,
);
const RegistrationResetPage = lazyPage(
  () => import('../features/recovery/pages/RegistrationResetPage'),
  (m) => m.RegistrationResetPage,
);
const PublicRepairPage = lazyPage(
  () => import('../features/work-orders/pages/PublicRepairPage'),
  (m) => m.PublicRepairPage,
);
const RegisterPage = lazyPage(
  () => import('../features/registration/pages/RegisterPage'),
  (m) => m.RegisterPage,
);

/** Hash routing (spec §1): public pages, error pages, and everything else inside a shell. */
export function createAppRouter() {
  return createHashRouter([
    {
      element: <RouteGuard resolvePage={catalogPageAt} />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        {
          path: 'login',
          element: (
            <Suspended>
              <LoginPage />
            </Suspended>
          ),
        },
        // Public account pages (spec §2); RouteGuard's PUBLIC_PATHS lists them too.
        {
          path: 'register',
          element: (
            <Suspended>
              <RegisterPage />
            </Suspended>
          ),
        },
        {
          path: 'mobile_registration',
          element: (
            <Suspended>
              <RegisterPage />
            </Suspended>
          ),
        },
        {
          path: 'reset',
          element: (
            <Suspended>
              <ForgetValidatePage />
            </Suspended>
          ),
        },
        {
          path: 'forget_validate',
          element: (
            <Suspended>
              <ForgetValidatePage />
            </Suspended>
          ),
        },
        {
          path: 'forget_reset',
          element: (
            <Suspended>
              <ForgetResetPage />
            </Suspended>
          ),
        },
        {
          path: 'registration_reset',
          element: (
            <Suspended>
              <RegistrationResetPage />
            </Suspended>
          ),
        },
        {
          path: 'find_username',
          element: (
            <Suspended>
              <FindUserNamePage />
            </Suspended>
          ),
        },
        {
          path: 'wechatBinding',
          element: (
            <Suspended>
              <WechatBindingPage />
            </Suspended>
          ),
        },
        {
          path: 'wechatHasBeenBound',
          element: (
            <Suspended>
              <WechatHasBeenBoundPage />
            </Suspended>
          ),
        },
        {
          path: 'repair',
          element: (
            <Suspended>
              <PublicRepairPage />
            </Suspended>
          ),
        },
        {
          path: '401',
          element: (
            <Suspended>
              <UnauthorizedPage />
            </Suspended>
          ),
        },
        {
          path: '404',
          element: (
            <Suspended>
              <NotFoundPage />
            </Suspended>
          ),
        },
        {
          path: '500',
          element: (
            <Suspended>
              <ServerErrorPage />
            </Suspended>
          ),
        },
        { path: '*', element: <ShellSwitch /> },
      ],
    },
  ]);
}
