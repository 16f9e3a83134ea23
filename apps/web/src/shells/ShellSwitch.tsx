import type { Shell } from '@fieldlink/domain';
import { useEffect } from 'react';
import { useAuthOptions } from '../features/auth';
import { CatalogGate } from '../i18n/CatalogGate';
import { currentLanguage, ensureCatalog } from '../i18n';
import { useTranslation } from '../i18n/useTranslation';
import { onIdle } from '../lib/idle/onIdle';
import { useShellKind } from '../lib/platform/useShellKind';
import { Suspended, lazyPage } from './lazyPage';

// Each shell is its own chunk: a phone never loads the desktop shell's code, nor a desk the mobile one's.
const loadDesktop = () => import('./desktop/DesktopLayout');
const loadMobile = () => import('./mobile/MobileLayout');
const loadHome = () => import('../features/home/pages/HomePage');
const DesktopLayout = lazyPage(loadDesktop, (m) => m.DesktopLayout);
const MobileLayout = lazyPage(loadMobile, (m) => m.MobileLayout);

/**
 * On the sign-in page, once the form is complete (the server's sign-in options have arrived, whatever
 * the answer) and the browser is idle: fetch this shell, the home page and the shell part of the
 * language's catalogs, so that after signing in nothing waits on a chain of requests (the same import() promises
 * serve the routes). Not before: on a slow link the form's own requests get the bandwidth first.
 */
export function PreloadShell() {
  const shell: Shell = useShellKind();
  const { i18n } = useTranslation();
  const formComplete = !useAuthOptions().isPending;
  useEffect(() => {
    if (!formComplete) return;
    const preload = () => {
      void (shell === 'mobile' ? loadMobile() : loadDesktop());
      void loadHome();
      void ensureCatalog(i18n, currentLanguage(i18n), 'shell').catch(() => undefined);
    };
    return onIdle(preload);
  }, [shell, i18n, formComplete]);
  return null;
}

/**
 * The desktop shell on wide screens, the mobile shell on phones (re-evaluated on resize), with the shell
 * part of the language's catalogs (every page but the home waits for the rest, `ShellRoutes`).
 */
export function ShellSwitch() {
  return (
    <Suspended>
      <CatalogGate part="shell">{useShellKind() === 'mobile' ? <MobileLayout /> : <DesktopLayout />}</CatalogGate>
    </Suspended>
  );
}
