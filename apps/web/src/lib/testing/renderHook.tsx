import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/resources';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A hook run in a component for a unit test (jsdom): under a fresh query client (no retries) and the
 * en-US catalogs, inside `wrap` when given. `result.current` is what the hook answered at its last render;
 * `rerender` renders it again with new props.
 */
export function renderHook<P, T>(hook: (props: P) => T, initialProps: P, wrap: (children: ReactNode) => ReactNode = (c) => c) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = { current: undefined as T };
  function Probe({ props }: { props: P }) {
    result.current = hook(props);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  const render = (props: P) =>
    act(() =>
      root.render(
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={createI18n('en-US')}>{wrap(<Probe props={props} />)}</I18nextProvider>
        </QueryClientProvider>,
      ),
    );
  render(initialProps);
  return {
    result,
    queryClient,
    rerender: render,
    unmount: () => act(() => root.unmount()),
  };
}
