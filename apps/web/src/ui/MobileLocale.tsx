import { ConfigProvider } from 'antd-mobile';
import mobileEnUS from 'antd-mobile/es/locales/en-US';
import mobileZhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { useLanguage } from '../lib/language/useLanguage';
import { setupAntdMobile } from './setupAntdMobile';

// antd-mobile arrives with this module (never in the main chunk): its Toast and Dialog render through React 19.
setupAntdMobile();

const MOBILE_LOCALES = { 'zh-CN': mobileZhCN, 'en-US': mobileEnUS } as const;

/** antd-mobile in the app's language, around the phone shell and the pages outside the shells. */
export function MobileLocale({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={MOBILE_LOCALES[useLanguage()]}>{children}</ConfigProvider>;
}
