import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useContext, useMemo, type ReactNode } from 'react';
import { ApiFeedbackBridge } from '../features/errors';
import { FeedbackSinkContext } from '../lib/http/feedbackSink';
import { IncompleteFormNotice } from '../lib/forms/IncompleteFormNotice';
import { useLanguage } from '../lib/language/useLanguage';
import { useReducedMotion } from '../lib/platform/useReducedMotion';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'en-US': enUS } as const;

const TOKEN = { colorPrimary: '#165DFF', borderRadius: 6 };

/**
 * antd's theme, locale and App context, with the API client's failure feedback and the incomplete-form
 * notice: around the desktop shell and the pages outside the shells, never the sign-in page (antd arrives
 * with them). The phone shell draws without antd: it puts them around each page but its home, without
 * the feedback (`feedback={false}`), which it keeps once beside the pages (`shells/mobile/MobileAntd.tsx`).
 */
export function AntdProviders({ children, feedback = true }: { children: ReactNode; feedback?: boolean }) {
  const sink = useContext(FeedbackSinkContext);
  // A user who asked the system for less motion gets antd without its opening and closing animations.
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => ({ token: { ...TOKEN, motion: !reducedMotion } }), [reducedMotion]);
  return (
    <ConfigProvider locale={ANTD_LOCALES[useLanguage()]} theme={theme}>
      {/* Notifications open bottom left: clear of the header's menus (top right) and of back-to-top (bottom right). */}
      {/* At most three toasts at once: a burst of failures never buries the page or a drawer under them. */}
      <AntdApp notification={{ placement: 'bottomLeft' }} message={{ maxCount: 3 }}>
        {feedback && <ApiFeedbackBridge sink={sink} />}
        {feedback && <IncompleteFormNotice />}
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
