import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * The one SVG sanitiser (gallery uploads and SVG symbols): DOMPurify's SVG profile on jsdom, plus
 * what a drawing never needs. Nothing that runs or reaches out survives:
 * - no `<script>`, `<foreignObject>` (HTML inside), `<style>` sheets, animation elements (they can set
 *   an `href` later), nor any `on*` event handler attribute;
 * - `href` / `xlink:href` only to a `#fragment` of the same file or a `data:image/(png|jpeg|gif)` image;
 * - `url(...)` in any attribute (`style`, `fill`, `filter`, ...) only to a `#fragment`; no `@import`;
 * - no DOCTYPE, so no `<!ENTITY>` is ever declared or expanded (the HTML parser reads no DTD either).
 * The answer is a standalone SVG document, or undefined when nothing drawable is left.
 */
const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

const SAFE_HREF = /^\s*(#[\w.:-]*|data:image\/(png|jpeg|gif);base64,[a-z0-9+/=\s]*)\s*$/i;
const URL_CALL = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi;
const DANGEROUS_CSS = /@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i;

const FORBID_TAGS = [
  'script',
  'foreignObject',
  'style',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'canvas',
  'set',
  'animate',
  'animateMotion',
  'animateTransform',
  'animateColor',
  'discard',
  'handler',
  'listener',
];

/** Whether every `url(...)` in a value points into the file itself. */
function onlyFragmentUrls(value: string): boolean {
  for (const match of value.matchAll(URL_CALL)) if (!match[2]!.trim().startsWith('#')) return false;
  return true;
}

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName.toLowerCase();
  const value = data.attrValue;
  if (name.startsWith('on')) data.keepAttr = false;
  else if (name === 'href' || name === 'xlink:href' || name.endsWith(':href')) data.keepAttr = SAFE_HREF.test(value);
  else if (/url\s*\(/i.test(value) && !onlyFragmentUrls(value)) data.keepAttr = false;
  else if (name === 'style' && DANGEROUS_CSS.test(value)) data.keepAttr = false;
  if (data.keepAttr === false) data.forceKeepAttr = false;
});

// DOMPurify's own URI check would drop `data:` images on elements it does not list; ours above decides.
const ADD_DATA_URI_TAGS = ['image', 'use', 'feImage', 'pattern'];

/** The XML prolog, a DOCTYPE with its internal subset (entity declarations), and stray declarations. */
function withoutDeclarations(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/gi, '')
    .replace(/<!DOCTYPE[^[>]*(\[[\s\S]*?\]\s*)?>/gi, '')
    .replace(/<!ENTITY[\s\S]*?>/gi, '');
}

export function sanitiseSvg(input: string | Uint8Array): string | undefined {
  const text = typeof input === 'string' ? input : new TextDecoder('utf-8').decode(input);
  const body = purify.sanitize(withoutDeclarations(text), {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS,
    // `<use>` is safe once its href may only name a fragment (the hook above).
    ADD_TAGS: ['use'],
    ADD_DATA_URI_TAGS,
    RETURN_DOM: true,
  }) as unknown as HTMLElement;
  const root = [...body.children].find((element) => element.localName === 'svg');
  // Nothing drawable left (an SVG that was only a script): refused, not stored empty.
  if (!root || root.children.length === 0) return undefined;
  if (!root.hasAttribute('xmlns')) root.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return new window.XMLSerializer().serializeToString(root);
}
