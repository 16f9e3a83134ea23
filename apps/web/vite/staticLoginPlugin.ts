// The static sign-in page in the built index.html (issue 41, "first load"): the sign-in form drawn
// from the HTML itself, before the app's JavaScript arrives on a slow line, and taken over by the app's
// LoginForm when it boots (src/boot). At build time only: `vite` (dev) serves index.html as it is.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build as esbuild, transform } from 'esbuild';
import { preprocessCSS, type Plugin, type ResolvedConfig } from 'vite';
import type { StaticLoginCatalogs, StaticLoginOptions } from '../src/boot/staticLoginMarkup';

type MarkupModule = {
  LANGUAGES: readonly (keyof StaticLoginCatalogs)[];
  STATIC_LOGIN_ID: string;
  staticLoginMarkup(options: StaticLoginOptions): string;
};

const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));
const readJson = (file: string) => JSON.parse(readFileSync(source(file), 'utf8')) as unknown;
/** The sign-in page's CSS modules, the same files LoginPage.tsx and its components import. */
const MODULES = ['LoginPage', 'LoginForm', 'LanguageSelect'].map((name) => source(`features/auth/components/${name}.module.css`));
/** Class names of the static page: its own, so that its sheet never styles the app's React form. */
const cls = (local: string) => `sl-${local}`;

/** The boot script (src/boot/boot.ts) as one small classic script. */
async function bootScript(): Promise<string> {
  const result = await esbuild({
    entryPoints: [source('boot/boot.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2019',
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}

/** The markup template (src/boot/staticLoginMarkup.ts, with the workspace's domain package) bundled for Node. */
async function markupModule(): Promise<MarkupModule> {
  const result = await esbuild({
    stdin: {
      contents:
        "export { staticLoginMarkup } from './boot/staticLoginMarkup'; export { STATIC_LOGIN_ID } from './boot/bootDecision'; export { LANGUAGES } from '@fieldlink/domain';",
      resolveDir: source('.'),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
  });
  return (await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0]!.text).toString('base64')}`)) as MarkupModule;
}

/**
 * The sign-in page's CSS modules under the static page's class names. The phone's `.compact` page is
 * the same page under html[data-shell="mobile"]. Then what only the static page needs: shown only under
 * html[data-boot="login"], one language's words, the pending spinner, the password eye's two states.
 */
async function staticCss(config: ResolvedConfig, { LANGUAGES, STATIC_LOGIN_ID }: MarkupModule): Promise<string> {
  const scoped = { ...config, css: { ...config.css, modules: { ...config.css.modules, generateScopedName: cls } } } as ResolvedConfig;
  const sheets = await Promise.all(
    MODULES.map(async (file) => {
      const code = readFileSync(file, 'utf8').replace(/\.compact\b/g, ":global(html[data-shell='mobile']) .page");
      return (await preprocessCSS(code, file, scoped)).code;
    }),
  );
  const root = `#${STATIC_LOGIN_ID}`;
  const own = [
    `html:not([data-boot='login']) ${root}{display:none}`,
    // The app draws out of sight until its LoginForm takes over (no loading bar, spinner or scroll bar beside the form).
    `html[data-boot='login'] #root{display:none}`,
    ...LANGUAGES.map((language) => `html[lang='${language}'] ${root} [data-i18n]>:not([lang='${language}']){display:none}`),
    `html[data-shell='mobile'] ${root} .${cls('features')},html[data-shell='mobile'] ${root} .${cls('copyright')}{display:none}`,
    `${root} [aria-busy='false']>.${cls('spinner')}{display:none}`,
    `${root} [aria-pressed='false']>svg:first-child,${root} [aria-pressed='true']>svg:last-child{display:none}`,
  ];
  return (await transform([...sheets, ...own].join('\n'), { loader: 'css', minify: true })).code.trim();
}

/** Puts the static sign-in page, its style and the boot script (assets/boot-<hash>.js) into the built index.html. */
export function staticLoginPlugin(): Plugin {
  let config: ResolvedConfig;
  let boot: { fileName: string; code: string } | null = null;
  return {
    name: 'fieldlink:static-login',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      const code = await bootScript();
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      boot = { fileName: `${config.build.assetsDir}/boot-${hash}.js`, code };
    },
    generateBundle() {
      if (boot) this.emitFile({ type: 'asset', fileName: boot.fileName, source: boot.code });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!boot) return html;
        const markup = await markupModule();
        const { LANGUAGES } = markup;
        const catalogs = Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            { auth: readJson(`i18n/${language}/auth.json`), common: readJson(`i18n/${language}/common.json`) },
          ]),
        ) as StaticLoginCatalogs;
        const root = '<div id="root"></div>';
        if (!html.includes(root) || !html.includes('</title>')) throw new Error(`index.html has no ${root} or no <title>`);
        return {
          // The boot script right after <title>: before the app's script and style sheet (a classic script
          // after a pending style sheet would wait for it), after the charset.
          html: html
            .replace('</title>', `</title>\n    <script src="./${boot.fileName}"></script>`)
            .replace(root, markup.staticLoginMarkup({ catalogs, cls, year: new Date().getFullYear() }) + root),
          tags: [{ tag: 'style', children: await staticCss(config, markup), injectTo: 'head' }],
        };
      },
    },
  };
}
