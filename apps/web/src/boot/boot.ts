// The boot script: index.html's one render-blocking classic script (built to assets/boot-<hash>.js by
// vite/staticLoginPlugin.ts). Before the first frame it marks <html> with the app's language and shell,
// and with data-boot="login" when the static sign-in form is to be drawn (signed out, on the sign-in
// route). That form is usable before the app's code arrives: a submit is held (never sent by this page,
// never a navigation) and shown pending; the app's LoginForm takes the values and carries it out.
import { STATIC_LOGIN_ID, STATIC_LOGIN_IDS as IDS, ariaLabel, decideBoot, isStaticLoginRoute } from './bootDecision';
import { dropStaticLogin } from './takeStaticLogin';

const html = document.documentElement;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const decision = decideBoot({
  hash: location.hash,
  token: read('token'),
  storedLanguage: read('language'),
  browserLanguage: navigator.language,
  userAgent: navigator.userAgent,
  width: window.innerWidth,
  wxEnvironment: (window as Window & { __wxjs_environment?: string }).__wxjs_environment,
});
let language: string = decision.language;
html.lang = language;
html.dataset.shell = decision.shell;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
/** Each translated text holds one child per language ([data-i18n] > [lang]); the others wait here. */
const texts = new Map<Element, Element[]>();

/** Shows the words of the current language only (the others leave the DOM, so text content reads right). */
function localize() {
  html.lang = language;
  for (const [slot, children] of texts) slot.replaceChildren(...children.filter((child) => child.getAttribute('lang') === language));
  for (const element of document.querySelectorAll<HTMLElement>(`#${STATIC_LOGIN_ID} [data-aria]`))
    element.setAttribute('aria-label', ariaLabel(element.dataset.aria ?? '{}', language, element.getAttribute('aria-pressed') === 'true'));
}

/** Once the form is parsed: the remembered user name (as the app's form starts), the words, the shell's links. */
function prepare() {
  for (const slot of document.querySelectorAll(`#${STATIC_LOGIN_ID} [data-i18n]`)) texts.set(slot, [...slot.children]);
  localize();
  const select = byId<HTMLSelectElement>(IDS.language);
  if (select) select.value = language;
  const userName = byId<HTMLInputElement>(IDS.userName);
  const remember = byId<HTMLInputElement>(IDS.remember);
  if (read('remember') === '1' && userName && remember && userName.value === '') {
    userName.value = read('userName') ?? '';
    remember.checked = true;
  }
  if (decision.shell === 'mobile') byId<HTMLAnchorElement>(IDS.register)?.setAttribute('href', '#/mobile_registration');
}

if (decision.staticLogin) {
  html.dataset.boot = 'login';
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') prepare();
  });
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLElement;
      if (form.id !== IDS.form) return;
      // Never a navigation and never the password in a URL: the app signs in, with its own rules and encryption.
      event.preventDefault();
      form.dataset.pending = '1';
      byId(IDS.submit)?.setAttribute('aria-busy', 'true');
    },
    true,
  );
  document.addEventListener('click', (event) => {
    const reveal = (event.target as Element).closest(`#${IDS.reveal}`);
    const password = byId<HTMLInputElement>(IDS.password);
    if (!reveal || !password) return;
    const shown = password.type === 'password';
    password.type = shown ? 'text' : 'password';
    reveal.setAttribute('aria-pressed', String(shown));
    localize();
  });
  document.addEventListener('change', (event) => {
    const select = event.target as HTMLSelectElement;
    if (select.id !== IDS.language) return;
    language = select.value;
    try {
      localStorage.setItem('language', language);
    } catch {
      // Storage disabled: the choice holds for this page.
    }
    localize();
  });
  // Another route opened from the form's links before the app came: the page is the app's alone.
  window.addEventListener('hashchange', () => {
    if (!isStaticLoginRoute(location.hash)) dropStaticLogin();
  });
}
