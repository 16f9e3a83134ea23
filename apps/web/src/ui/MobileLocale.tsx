import { ConfigProvider } from 'antd-mobile';
import mobileEnUS from 'antd-mobile/es/locales/en-US';
import mobileZhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { useLanguage } from '../lib/language/useLanguage';

// antd-mobile arrives with this module (never in the main chunk). Its Toast and Dialog render through
// React 19 once `setupAntdMobile` has run: with the phone's pages other than the home (`MobileAntdPage`)
// and the pages outside the shells (`router.tsx`), which are the ones that show them; the phone shell
// and the home draw without them, so that part of antd-mobile does not load before the home.

const MOBILE_LOCALES = { 'zh-CN': mobileZhCN, 'en-US': mobileEnUS } as const;

/** antd-mobile in the app's language, around the phone shell and the pages outside the shells. */
export function MobileLocale({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={MOBILE_LOCALES[useLanguage()]}>{children}</ConfigProvider>;
}
