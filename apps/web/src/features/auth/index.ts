// The auth feature's entry: all that other features, the shells and the shared layers use of it.
export { BrandPanel } from './components/BrandPanel';
export { RouteGuard } from './components/RouteGuard';
export { useCompanyTimeZone } from './hooks/useCompanyTimeZone';
export { clearSessionStorage, useLogout } from './hooks/useLogout';
export { usePasswordSchema } from './hooks/usePasswordSchema';
export { useProfile } from './hooks/useProfile';
export { LOGIN_PATH, loginPathFor } from './utils/decideRoute';
// The sign-in page's styles, which the public forms (registration, recovery) share (a CSS module: shaken out where unused).
export { default as loginStyles } from './components/LoginPage.module.css';
export { useAuthOptions } from './hooks/useAuthOptions';
