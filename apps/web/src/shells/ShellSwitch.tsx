import { useShellKind } from '../lib/platform/useShellKind';
import { DesktopLayout } from './desktop/DesktopLayout';
import { MobileLayout } from './mobile/MobileLayout';

/** The desktop shell on wide screens, the mobile shell on phones (re-evaluated on resize). */
export function ShellSwitch() {
  return useShellKind() === 'mobile' ? <MobileLayout /> : <DesktopLayout />;
}
