import type { Language } from '@fieldlink/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { appVersion } from './features/client-errors';
import { deferredErrorReporter } from './features/client-errors';
import { installErrorReporter } from './features/client-errors';
import { createI18n, currentLanguage, type Catalog } from './i18n';
import { builtKey } from './i18n/useTranslation';
import { ApiClient } from './lib/http/apiClient';
import { ApiClientProvider } from './lib/http/ApiClientContext';
import { FeedbackSinkContext, type FeedbackSink } from './lib/http/feedbackSink';
import { hashQuery } from './lib/platform/hashQuery';
import { shareSession } from './lib/share/shareSession';
import { RealtimeProvider } from './lib/realtime/RealtimeContext';
import { RealtimeStream } from './lib/realtime/stream';
import { relaunchMiniProgramIndex } from './lib/platform/miniProgram';
import { PlatformProvider, usePlatform } from './lib/platform/PlatformContext';
import { clientStorage } from './lib/storage/clientStorage';
import { AppRouter } from './shells/router';
import { TopLoadingBar } from './ui/TopLoadingBar';

function useApp(i18nInstance: i18n, sink: FeedbackSink) {
  const platform = usePlatform();
  // The client error log: uncaught errors, unhandled rejections and failed calls, sent silently
  // (a failed report shows nothing and is not reported again). Its code loads with the first failure.
  const [reporter] = useState(() =>
    deferredErrorReporter({
      send: (report) => client.post('/client-errors', report, { silent: true, background: true }),
      now: () => Date.now(),
      route: () => window.location.hash.replace(/^#/, '').split('?')[0] || window.location.pathname,
      version: appVersion(),
      userAgent: navigator.userAgent,
    }),
  );
  useEffect(() => installErrorReporter(reporter, window), [reporter]);
  const [client] = useState(
    () =>
      new ApiClient({
        shareToken: () => shareSession.current() ?? hashQuery(window.location.hash).get('shareToken'),
        loginToken: () => clientStorage.get('token'),
        clearLoginToken: () => clientStorage.remove('token'),
        language: () => currentLanguage(i18nInstance),
        translate: (key, params) => i18nInstance.t(builtKey(key), params),
        inMiniProgram: () => platform === 'wechat-mini-program',
        relaunchMiniProgram: relaunchMiniProgramIndex,
        showFeedback: (feedback) => sink.current?.(feedback),
        reportFailure: (failure) => reporter.report({ kind: 'request', ...failure }),
      }),
  );
  // One realtime stream per tab, beside the API client whose token it carries. A shared page's
  // stream carries its share token (the server lets it follow the link's devices only); none
  // before the link is opened, never the login token of the same browser.
  const [stream] = useState(
    () => new RealtimeStream({ url: () => (shareSession.active() && !shareSession.current() ? null : client.socketUrl('/stream')) }),
  );
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  return { client, stream, queryClient };
}

function LocalizedApp({ i18nInstance }: { i18nInstance: i18n }) {
  // antd's providers (theme, locale, message and modal) come with the shells and the pages outside them
  // (ui/AntdProviders.tsx), which fill this sink; the sign-in page draws without antd and its calls are silent.
  const sink = useRef<FeedbackSink['current']>(null);
  const { client, stream, queryClient } = useApp(i18nInstance, sink);
  const loading = useSyncExternalStore(client.loading.subscribe, () => client.loading.active > 0);
  return (
    <FeedbackSinkContext.Provider value={sink}>
      <TopLoadingBar active={loading} />
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <RealtimeProvider stream={stream}>
            <AppRouter />
          </RealtimeProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </FeedbackSinkContext.Provider>
  );
}

/** The app in its first language, whose catalogs main.tsx has loaded. */
export function App({ language, catalog }: { language: Language; catalog: Catalog }) {
  const [i18nInstance] = useState(() => createI18n(language, { [language]: catalog }));
  return (
    <PlatformProvider>
      <I18nextProvider i18n={i18nInstance}>
        <LocalizedApp i18nInstance={i18nInstance} />
      </I18nextProvider>
    </PlatformProvider>
  );
}
