import { useShellKind } from '../lib/platform/useShellKind';
import { Suspended, lazyPage } from './lazyPage';

// Each shell is its own chunk: a phone never loads the desktop shell's code, nor a desk the mobile one's.
const DesktopLayout = lazyPage(
  () => import('./desktop/DesktopLayout'),
  (m) => m.DesktopLayout,
);
const MobileLayout = lazyPage(
  () => import('./mobile/MobileLayout'),
  (m) => m.MobileLayout,
);

/** The desktop shell on wide screens, the mobile shell on phones (re-evaluated on resize). */
export function ShellSwitch() {
  return <Suspended>{useShellKind() === 'mobile' ? <MobileLayout /> : <DesktopLayout />}</Suspended>;
}
