import { lazy, Suspense, type ReactNode } from 'react';
import { useIdle } from '../../lib/idle/onIdle';
import { AlertIcon, BellIcon } from '../../ui/deskIcons';
import styles from './DesktopLayout.module.css';

// antd for the desk's pages that draw with it (all but the home), in a chunk of its own: the desk's
// shell and home draw without it (the same split as the phone's, `shells/mobile/MobileAntd.tsx`).
const PageProviders = lazy(() =>
  import('../../ui/AntdProviders').then((m) => ({
    default: ({ children }: { children: ReactNode }) => <m.AntdProviders feedback={false}>{children}</m.AntdProviders>,
  })),
);
const AntdHeaderWidgets = lazy(() => import('./AntdHeaderWidgets').then((m) => ({ default: m.AntdHeaderWidgets })));

/** antd's theme, locale and App context around a page of the desk shell that draws with antd. */
export function DesktopAntdPage({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <PageProviders>{children}</PageProviders>
    </Suspense>
  );
}

/**
 * The header's alert window and notice bell, the system message's pop-up and the API client's failure
 * feedback: they draw with antd (popovers, badges, notifications), loaded when the browser is idle after
 * the shell's first frame. Until then the two bells hold their place, drawn plainly.
 */
export function HeaderWidgets() {
  const idle = useIdle();
  const placeholder = (
    <>
      <span className={styles.iconButton} aria-hidden="true">
        <AlertIcon />
      </span>
      <span className={styles.iconButton} aria-hidden="true">
        <BellIcon />
      </span>
    </>
  );
  return (
    <span className={styles.widgets}>
      {idle ? (
        <Suspense fallback={placeholder}>
          <AntdHeaderWidgets />
        </Suspense>
      ) : (
        placeholder
      )}
    </span>
  );
}
