// @vitest-environment jsdom
import { LANGUAGES, type Language } from '@fieldlink/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginPage } from '../features/auth/pages/LoginPage';
import enAuth from '../i18n/en-US/auth.json';
import enCommon from '../i18n/en-US/common.json';
import { createI18n } from '../i18n/resources';
import zhAuth from '../i18n/zh-CN/auth.json';
import zhCommon from '../i18n/zh-CN/common.json';
import type { ApiClient } from '../lib/http/apiClient';
import { ApiClientProvider } from '../lib/http/ApiClientContext';
import { STATIC_LOGIN_ID, ariaLabel } from './bootDecision';
import { staticLoginMarkup } from './staticLoginMarkup';

const CATALOGS = { 'zh-CN': { auth: zhAuth, common: zhCommon }, 'en-US': { auth: enAuth, common: enCommon } };
const never = () => new Promise<never>(() => {});
const client = { get: never, post: never } as unknown as ApiClient;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The app's sign-in page as the browser gets it, on a desk (1440 px, jsdom's default agent). */
async function reactPage(language: Language): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={createI18n(language)}>
        <QueryClientProvider client={new QueryClient()}>
          <ApiClientProvider client={client}>
            <MemoryRouter initialEntries={['/login']}>
              <LoginPage />
            </MemoryRouter>
          </ApiClientProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  );
  return container.firstElementChild as HTMLElement;
}

const markup = () => staticLoginMarkup({ catalogs: CATALOGS, cls: (local) => `sl-${local}`, year: new Date().getFullYear() });

/** The static page as the boot script leaves it in one language: the others' words out, the labels in. */
function staticPage(language: Language): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup();
  for (const slot of container.querySelectorAll('[data-i18n]'))
    slot.replaceChildren(...[...slot.children].filter((child) => child.getAttribute('lang') === language));
  for (const element of container.querySelectorAll<HTMLElement>('[data-aria]'))
    element.setAttribute('aria-label', ariaLabel(element.dataset.aria!, language, element.getAttribute('aria-pressed') === 'true'));
  return container.firstElementChild as HTMLElement;
}

/** What a user and a test see of a page: elements in order with their role-bearing attributes and own text. */
function outline(page: HTMLElement): string[] {
  const rows: string[] = [];
  const walk = (element: Element, depth: number) => {
    if (element.tagName === 'svg') return void rows.push(`${'  '.repeat(depth)}svg`);
    // A text slot of the static page is no element of the React page.
    if (element.hasAttribute('data-i18n') || element.hasAttribute('lang')) return;
    const attributes = ['data-testid', 'type', 'autocomplete', 'href', 'aria-pressed', 'aria-busy', 'aria-invalid', 'aria-label']
      .filter((name) => element.hasAttribute(name))
      .map((name) => `${name}=${element.getAttribute(name)!.replace(/^#\//, '/')}`);
    const own = [...element.childNodes]
      .map((node) => (node.nodeType === Node.TEXT_NODE || (node as Element).hasAttribute?.('data-i18n') ? node.textContent : ''))
      .join('')
      .trim();
    // The CSS modules' local names: "_page_x1y2z" in the app (vitest's stable names), "sl-page" in the static page.
    const classes = [...element.classList].map((name) => name.replace(/^sl-/, '').replace(/^_([A-Za-z]+)_\w+$/, '$1'));
    if (classes.length > 0) attributes.unshift(`class=${classes.join(',')}`);
    rows.push(`${'  '.repeat(depth)}${element.tagName.toLowerCase()} ${attributes.join(' ')} ${own}`.trimEnd());
    for (const child of element.children) walk(child, depth + 1);
  };
  walk(page, 0);
  return rows;
}

afterEach(() => document.body.replaceChildren());

describe('staticLoginMarkup', () => {
  it.each(LANGUAGES)('draws the React sign-in page element for element, with its words and test ids (%s)', async (language) => {
    const react = outline(await reactPage(language));
    const page = staticPage(language);
    // The React form's spinner shows only while pending; the static one is there, hidden, until a submit is held.
    page.querySelector('[data-testid="login-submit"] > [aria-hidden]')!.remove();
    // Both eyes are in the static markup; the eye's state (aria-pressed) shows one.
    page.querySelector('#sl-reveal > svg')!.remove();
    expect(outline(page)).toEqual(react);
    expect(react.map((row) => row.trim())).toContain(`h1 class=title ${CATALOGS[language].auth.login.title}`);
  });

  it('carries the React page’s CSS module classes under its own names, and every language’s words', () => {
    const html = markup();
    expect(html.startsWith(`<div id="${STATIC_LOGIN_ID}" class="sl-page">`)).toBe(true);
    for (const language of LANGUAGES) {
      expect(html).toContain(`<span lang="${language}">${CATALOGS[language].auth.login.submit}</span>`);
      expect(html).toContain(`<span lang="${language}">${CATALOGS[language].auth.brand.tagline}</span>`);
    }
    for (const testId of ['login-username', 'login-password', 'login-remember', 'login-submit'])
      expect(html.split(`data-testid="${testId}"`)).toHaveLength(2);
    // No form fallback that could navigate or put the password in a URL.
    expect(html).not.toMatch(/<form[^>]*(action|method)=/);
  });
});
