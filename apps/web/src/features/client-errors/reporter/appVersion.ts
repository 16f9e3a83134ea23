/** The web build's version (`VITE_APP_VERSION`, set by vite.config.ts from package.json); 'dev' when unset. */
export function appVersion(): string {
  const version = import.meta.env.VITE_APP_VERSION as string | undefined;
  return version || 'dev';
}
