import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One year, as browsers' preload lists ask; sent only on answers that came over TLS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The web app's Content-Security-Policy. The built app is one module script and its chunks from
 * this origin: no inline script, no eval. What each other source is for:
 * - style-src 'unsafe-inline': antd and antd-mobile (CSS-in-JS) insert <style> elements at run time,
 *   and Leaflet, ECharts and the SCADA editor set style attributes; a nonce would cover the first
 *   only if every library were handed it, and never the attributes. Styles run no script.
 * - img-src data: blob: https: — data: and blob: images (avatars before upload, canvas exports,
 *   SVG icons), and the map tiles of the projects map from whichever https tile server the build
 *   names (VITE_MAP_TILE_URL, OpenStreetMap by default).
 * - connect-src 'self': the API, the /api/v1/stream and remote-HMI WebSockets (CSP 3: 'self' also
 *   matches ws:/wss: of this host and port).
 * - frame-ancestors 'none': no other site may frame the app (clickjacking); `/embed` alone differs.
 */
export const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Not upgrade-insecure-requests: an instance served over plain http (the default on :8080)
  // would have every asset refused.
  upgradeInsecureRequests: null,
};

const GLOBAL_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: APP_CSP_DIRECTIVES },
  // Old browsers that ignore frame-ancestors.
  frameguard: { action: 'deny' },
  // The origin alone leaves the app for map tiles (the tile servers' usage policies ask for it);
  // no path, so no share link or page ever reaches another site.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Added below, only when the request came over TLS (directly or, with TRUST_PROXY, X-Forwarded-Proto).
  strictTransportSecurity: false,
};

/**
 * Route options for a page another site may frame: a share link's embed address (`/embed?link=`,
 * where the web app shows that share's page and nothing else). A share shows read-only content,
 * so a frame around it has nothing to trick a user into.
 */
export const EMBEDDABLE_PAGE: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { ...APP_CSP_DIRECTIVES, frameAncestors: ['*'] } },
  frameguard: false,
};

/**
 * The headers only a document reads (the CSP and framing rules of the page that renders the answer,
 * and helmet's legacy document switches). A script or a style sheet loaded by the app runs under the
 * CSP of the app's document, never its own; so the build's hashed scripts, style sheets, fonts and raster
 * images (`/assets/`, see `web-delivery.ts`) are sent without them: nosniff (which browsers do apply to
 * scripts and styles), Cross-Origin-Resource-Policy, Referrer-Policy and HSTS stay. Each of these headers
 * is ~1 KB per answer, uncompressed over HTTP/1.1, on ~100 chunks of a first load (issue 41). A worker's
 * script (the service worker `sw.js`, not under `/assets/`) keeps the CSP: a worker runs under its own.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Content types of the app's assets that are never a document nor a worker: scripts, style sheets, fonts, raster images. */
export const SUBRESOURCE_TYPES =
  /^(?:application\/javascript|text\/javascript|text\/css|font\/|image\/(?:png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon))/u;

/**
 * Security headers on every answer (helmet): the CSP above, nosniff, Referrer-Policy, no framing,
 * and HSTS on answers over TLS. A route that serves stored bytes sets its own stricter CSP; the web
 * app's hashed assets drop the document-only ones (`DOCUMENT_ONLY_HEADERS`).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, GLOBAL_OPTIONS);
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    });
  },
  { name: 'security-headers' },
);
