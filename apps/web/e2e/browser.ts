import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;
export type Viewport = typeof DESKTOP | typeof MOBILE;
export type Lang = 'zh-CN' | 'en-US';

/** Content-Security-Policy violations seen in any page since they were last taken. */
const cspViolations: string[] = [];

/** The violations seen since the last call (useBrowser fails the test that caused them). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/**
 * Every page of the context reports what the server's CSP refused: the document's
 * `securitypolicyviolation` events (an init script, which the CSP does not govern) and Chromium's
 * own "Refused to ..." console lines.
 */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/^CSP violation:|^Refused to |Content Security Policy/.test(text)) cspViolations.push(`${message.page()?.url() ?? ''}: ${text}`);
  });
}

/**
 * Chromium keeps only the last `--disable-features` it is given, so ours repeats the list Playwright passes
 * (`PLAYWRIGHT_DISABLED_FEATURES`; `chromium-flags.e2e.ts` fails when an upgrade of playwright-core
 * changes it) and adds the omnibox's pop-up: headless Chromium 156 draws it as a WebUI page of its own
 * for every window: without it four of the longest files took 15% less CPU and time.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;
const DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** The system Chromium, headless, with the flags this closed network needs (and any a test adds). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A test that passes its own `--disable-features` replaces this list (the embed test: a framed share
      // runs as a third party, as in a user's Chromium, with its storage partitioned).
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ...extraArgs,
    ],
  });
  // Every context a test opens watches for CSP violations, however it was opened. It asks for reduced
  // motion (the app then opens popovers, dropdowns and dialogs without animation), so a click never lands
  // on a control that is still opening and is lost; a test that needs motion passes reducedMotion itself.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    await watchCsp(context);
    return context;
  };
  return browser;
}

/**
 * A fresh context (empty storage) at a viewport and browser language. The phone shell registers a
 * service worker that precaches the whole app (issue 40); a context blocks it unless a test asks
 * (`serviceWorkers: 'allow'`, the offline tests), so the other tests neither download the app
 * twice nor read it from a cache.
 */
export async function openPage(
  browser: Browser,
  viewport: Viewport,
  lang: Lang,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const mobile = viewport.width < 768;
  const context = await browser.newContext({
    serviceWorkers,
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

/** This worker's server (VITEST_POOL_ID counts the workers from 1): each worker has its own. */
const server = () => {
  const servers = inject('servers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length]!;
};
export const baseUrl = () => server().baseUrl;
export const adminPassword = () => inject('adminPassword');
export const serverLog = () => server().serverLog;
