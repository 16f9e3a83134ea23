import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';

export interface TopRoute {
  /** The hash path, without its leading slash. */
  path: string;
  page: ComponentType;
  /** Open without signing in: the route guard lets it through with no token and no profile. */
  public: boolean;
}

// Its own loader, not the page registry's (which comes with the shells): the same chunk either way.
const ScreenDisplayPage = lazyPage(
  () => import('../features/screens/pages/ScreenDisplayPage'),
  (m) => m.ScreenDisplayPage,
);
const LoginPage = lazyPage(
  () => import('../features/auth/pages/LoginPage'),
  (m) => m.LoginPage,
);
const RegisterPage = lazyPage(
  () => import('../features/registration/pages/RegisterPage'),
  (m) => m.RegisterPage,
);
const NotFoundPage = lazyPage(
  () => import('../features/errors/pages/NotFoundPage'),
  (m) => m.NotFoundPage,
);
const ManualPage = lazyPage(
  () => import('../features/manual/pages/ManualPage'),
  (m) => m.ManualPage,
);
const ForgetValidatePage = lazyPage(
  () => import('../features/recovery/pages/ForgetValidatePage'),
  (m) => m.ForgetValidatePage,
);

/**
 * The pages outside the shells, read by the router (one route each) and by the route guard (which of
 * them need no sign-in): the account pages of spec §2, the repair form and the error pages.
 */
export const TOP_ROUTES: readonly TopRoute[] = [
  { path: 'login', page: LoginPage, public: true },
  { path: 'register', page: RegisterPage, public: true },
  { path: 'mobile_registration', page: RegisterPage, public: true },
  { path: 'reset', page: ForgetValidatePage, public: true },
  { path: 'forget_validate', page: ForgetValidatePage, public: true },
  {
    path: 'forget_reset',
    page: lazyPage(
      () => import('../features/recovery/pages/ForgetResetPage'),
      (m) => m.ForgetResetPage,
    ),
    public: true,
  },
  {
    path: 'registration_reset',
    page: lazyPage(
      () => import('../features/recovery/pages/RegistrationResetPage'),
      (m) => m.RegistrationResetPage,
    ),
    public: true,
  },
  {
    path: 'find_username',
    page: lazyPage(
      () => import('../features/recovery/pages/FindUserNamePage'),
      (m) => m.FindUserNamePage,
    ),
    public: true,
  },
  {
    path: 'wechatBinding',
    page: lazyPage(
      () => import('../features/account/pages/WechatBindingPage'),
      (m) => m.WechatBindingPage,
    ),
    public: true,
  },
  {
    path: 'wechatHasBeenBound',
    page: lazyPage(
      () => import('../features/account/pages/WechatHasBeenBoundPage'),
      (m) => m.WechatHasBeenBoundPage,
    ),
    public: true,
  },
  // A device's repair QR code opens the request form, signed in or not (work orders).
  {
    path: 'repair',
    page: lazyPage(
      () => import('../features/work-orders/pages/PublicRepairPage'),
      (m) => m.PublicRepairPage,
    ),
    public: true,
  },
  // One large screen on the whole window, on both shells (spec §2 /largeScreen); the guard checks the largeScreen page.
  {
    path: 'largeScreen',
    page: ScreenDisplayPage,
    public: false,
  },
  // A share link (spec §2 share_group, share_item_query, share_view_query): standalone, no menu or header.
  {
    path: 'share/:link/*',
    page: lazyPage(
      () => import('../features/shares/pages/SharePage'),
      (m) => m.SharePage,
    ),
    public: true,
  },
  // A public XDATA screen or group (spec §2 xData_share_screen, xData_share_group, only with isPublic=1).
  {
    path: 'xData_share_screen',
    page: lazyPage(
      () => import('../features/xdata/pages/XDataSharePage'),
      (m) => m.XDataShareScreenPage,
    ),
    public: true,
  },
  {
    path: 'xData_share_group',
    page: lazyPage(
      () => import('../features/xdata/pages/XDataSharePage'),
      (m) => m.XDataShareGroupPage,
    ),
    public: true,
  },
  // The user manual (spec §2 /manual/:componentName), product documentation: open to anyone, in a new tab.
  { path: 'manual', page: ManualPage, public: true },
  { path: 'manual/:componentName', page: ManualPage, public: true },
  {
    path: '401',
    page: lazyPage(
      () => import('../features/errors/pages/UnauthorizedPage'),
      (m) => m.UnauthorizedPage,
    ),
    public: true,
  },
  { path: '404', page: NotFoundPage, public: true },
  {
    path: '500',
    page: lazyPage(
      () => import('../features/errors/pages/ServerErrorPage'),
      (m) => m.ServerErrorPage,
    ),
    public: true,
  },
];

/** A route's path as a pattern: `:name` one segment, a trailing `*` the rest. */
const patternOf = (path: string) => new RegExp(`^/${path.replace(/\/\*$/, '(?:/.*)?').replace(/:[a-z]+/gi, '[^/]+')}$`);
const PUBLIC_PATTERNS = TOP_ROUTES.filter((route) => route.public).map((route) => patternOf(route.path));

/** Whether a pathname ("/register", "/share/<link>/device/3") opens without signing in. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATTERNS.some((pattern) => pattern.test(pathname));
}
