import { lazy, Suspense, type ReactNode } from 'react';
import { useIdle } from '../../lib/idle/onIdle';

// antd for the phone's pages that draw with it (all but the home) and for the API client's failure
// feedback (antd's message and modal), in a chunk of its own: the phone home draws without it. antd-mobile's
// Toast and Dialog are set up for React 19 with it (`setupAntdMobile`): the pages show them, the home does not.
const PageProviders = lazy(() =>
  Promise.all([import('../../ui/AntdProviders'), import('../../ui/setupAntdMobile')]).then(([m, antdMobile]) => {
    antdMobile.setupAntdMobile();
    return {
      default: ({ children }: { children: ReactNode }) => <m.AntdProviders feedback={false}>{children}</m.AntdProviders>,
    };
  }),
);
const FeedbackHost = lazy(() =>
  import('../../ui/AntdProviders').then((m) => ({ default: () => <m.AntdProviders>{null}</m.AntdProviders> })),
);

/** antd's theme, locale and App context around a page of the phone shell that draws with antd. */
export function MobileAntdPage({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <PageProviders>{children}</PageProviders>
    </Suspense>
  );
}

/**
 * The API client's failure feedback and the incomplete-form notice on the phone, once for the shell:
 * loaded when the browser is idle after the shell's first frame (the home draws first); until then a
 * failure is as silent as on the sign-in page.
 */
export function MobileFeedback() {
  if (!useIdle()) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  );
}
