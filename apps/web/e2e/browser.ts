import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;
export type Viewport = typeof DESKTOP | typeof MOBILE;
export type Lang = 'zh-CN' | 'en-US';

/** The system Chromium, headless, with the flags this closed network needs (and any a test adds). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** A fresh context (empty storage) at a viewport and browser language. */
export async function openPage(browser: Browser, viewport: Viewport, lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
  const mobile = viewport.width < 768;
  const context = await browser.newContext({
    viewport,
    locale: lang,
    deviceScaleFactor: 1,
    isMobile: mobile,
    hasTouch: mobile,
    ...(mobile
      ? { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148' }
      : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

export const baseUrl = () => inject('baseUrl');
export const adminPassword = () => inject('adminPassword');
export const serverLog = () => inject('serverLog');
