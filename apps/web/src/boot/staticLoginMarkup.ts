import { LANGUAGES, type Language } from '@fieldlink/domain';
import type enAuth from '../i18n/en-US/auth.json';
import type enCommon from '../i18n/en-US/common.json';
import { ICON_PATHS, type IconName } from '../ui/plainIconPaths';
import { STATIC_LOGIN_ID, STATIC_LOGIN_IDS as IDS } from './bootDecision';

/** The catalogs the static sign-in page takes its words from (the same files as the app's). */
export type StaticLoginCatalogs = Record<Language, { auth: typeof enAuth; common: typeof enCommon }>;

export interface StaticLoginOptions {
  catalogs: StaticLoginCatalogs;
  /** The class a local name of the sign-in page's CSS modules has in the static style sheet. */
  cls(local: string): string;
  /** The copyright's year (the build's). */
  year: number;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** plainIcons.tsx's SVG, from the same path data. */
const icon = (name: IconName) =>
  `<svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">${ICON_PATHS[name]
    .map((d) => `<path d="${d}"></path>`)
    .join('')}</svg>`;

/**
 * The sign-in page of LoginPage.tsx (BrandPanel, LanguageSelect, LoginForm) as static HTML for
 * index.html, in every language at once: each text holds one child per language (`[data-i18n] > [lang]`),
 * the style sheet shows html[lang]'s and the boot script keeps only it. Attributes that a text child
 * cannot carry (aria-label) are in data-aria, per language. The phone's layout is the same markup
 * under html[data-shell="mobile"]. Classes are the CSS modules' local names through `cls`.
 */
export function staticLoginMarkup({ catalogs, cls, year }: StaticLoginOptions): string {
  type Words = StaticLoginCatalogs[Language];
  const words = (pick: (words: Words) => string) => LANGUAGES.map((language) => [language, pick(catalogs[language])] as const);
  const text = (pick: (words: Words) => string) => {
    const each = words(pick);
    return `<span data-i18n>${each.map(([language, value]) => `<span lang="${language}">${escape(value)}</span>`).join('')}</span>`;
  };
  const aria = (pick: (words: Words) => string | string[]) =>
    escape(JSON.stringify(Object.fromEntries(LANGUAGES.map((language) => [language, pick(catalogs[language])]))));
  const first = catalogs[LANGUAGES[0]];
  const c = (...locals: string[]) => `class="${locals.map(cls).join(' ')}"`;
  const feature = (name: IconName, pick: (words: Words) => string) =>
    `<li><span ${c('featureIcon')}>${icon(name)}</span>${text(pick)}</li>`;

  const brand = [
    `<section ${c('brand')}>`,
    `<div ${c('logo')}><span ${c('logoMark')}>${icon('dashboard')}</span>${text((w) => w.common.brand)}</div>`,
    `<p ${c('tagline')}>${text((w) => w.auth.brand.tagline)}</p>`,
    `<ul ${c('features')}>`,
    feature('dashboard', (w) => w.auth.brand.monitor),
    feature('alert', (w) => w.auth.brand.alarm),
    feature('tool', (w) => w.auth.brand.orders),
    `</ul>`,
    `<div ${c('copyright')}>${text((w) => w.auth.brand.copyright.replace('{{year}}', String(year)))}</div>`,
    `</section>`,
  ];
  const toolbar = [
    `<div ${c('toolbar')}><label ${c('wrap')}>${icon('globe')}`,
    `<select id="${IDS.language}" ${c('select')} data-testid="lang-switch" aria-label="${escape(first.common.language.label)}" data-aria="${aria((w) => w.common.language.label)}">`,
    ...LANGUAGES.map((language) => `<option value="${language}">${escape(first.common.language[language])}</option>`),
    `</select></label></div>`,
  ];
  const form = [
    `<form id="${IDS.form}" ${c('form')} novalidate>`,
    `<div ${c('item')}><label ${c('label')} for="${IDS.userName}">${text((w) => w.auth.login.userName)}</label>`,
    `<span ${c('control')}><span ${c('prefix')}>${icon('user')}</span>`,
    `<input id="${IDS.userName}" ${c('input')} autocomplete="username" aria-invalid="false" data-testid="login-username"></span></div>`,
    `<div ${c('item')}><label ${c('label')} for="${IDS.password}">${text((w) => w.auth.login.password)}</label>`,
    `<span ${c('control')}><span ${c('prefix')}>${icon('lock')}</span>`,
    `<input id="${IDS.password}" ${c('input')} type="password" autocomplete="current-password" aria-invalid="false" data-testid="login-password">`,
    `<button id="${IDS.reveal}" type="button" ${c('reveal')} aria-pressed="false" aria-label="${escape(first.auth.login.showPassword)}"`,
    ` data-aria="${aria((w) => [w.auth.login.showPassword, w.auth.login.hidePassword])}">${icon('eye')}${icon('eyeHidden')}</button></span></div>`,
    `<label ${c('check')}><input id="${IDS.remember}" type="checkbox" data-testid="login-remember">${text((w) => w.auth.login.remember)}</label>`,
    `<button id="${IDS.submit}" type="submit" ${c('button', 'primary')} aria-busy="false" data-testid="login-submit">`,
    `<span ${c('spinner')} aria-hidden="true"></span>${text((w) => w.auth.login.submit)}</button>`,
    `</form>`,
  ];
  const links = [
    `<div ${c('links')}>`,
    `<a href="#/forget_validate" data-testid="login-forgot">${text((w) => w.auth.login.forgot)}</a>`,
    `<a href="#/find_username" data-testid="login-find-username">${text((w) => w.auth.login.findUserName)}</a>`,
    `<a id="${IDS.register}" href="#/register" data-testid="login-register">${text((w) => w.auth.login.register)}</a>`,
    `</div>`,
  ];
  return [
    `<div id="${STATIC_LOGIN_ID}" ${c('page')}>`,
    ...brand,
    `<main ${c('main')}>`,
    ...toolbar,
    `<div ${c('formWrap')}><div ${c('card')}>`,
    `<h1 ${c('title')}>${text((w) => w.auth.login.title)}</h1>`,
    `<p ${c('subtitle')}>${text((w) => w.auth.login.subtitle)}</p>`,
    ...form,
    ...links,
    `</div></div></main></div>`,
  ].join('');
}
