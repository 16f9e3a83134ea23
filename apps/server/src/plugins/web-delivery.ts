import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import fp from 'fastify-plugin';
import { DOCUMENT_ONLY_HEADERS, SUBRESOURCE_TYPES } from './security-headers.js';

/**
 * What is worth compressing: text, JSON (the API's answers), JavaScript, CSS and SVG. Never an event
 * stream (it would sit in the compressor's buffer instead of flushing), never a file that is already
 * packed (xlsx, images, zip). WebSockets (the live stream, remote HMI, /mqtt) are upgrades and never
 * pass through here.
 */
export const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|javascript|image\/svg\+xml/u;

/** Brotli or gzip for every answer of a compressible type over 1 KB (brotli at quality 4, cheap on the CPU). */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], customTypes: COMPRESSIBLE });
  },
  { name: 'compression' },
);

/**
 * The built web app, compressed by the plugin above (brotli or gzip with `Vary: Accept-Encoding`;
 * @fastify/static's own `preCompressed` answers `/` with 404 and leaves out `Vary`). Hashed assets
 * are immutable for a year; index.html and the rest are revalidated on every load. The build's
 * source maps are hidden: read on disk by the client error log, never served. The hashed scripts, style
 * sheets, fonts and images go without the headers only a document reads (see `DOCUMENT_ONLY_HEADERS`).
 */
export async function webAppRoutes(app: FastifyInstance, options: { webDir: string; embedRoute?: RouteShorthandOptions }) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/assets/') && SUBRESOURCE_TYPES.test(String(reply.getHeader('content-type') ?? ''))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    // A hashed asset never changes under its name and is cached for a year: no validators to revalidate it
    // with, and no ranges (a script or a style sheet is fetched whole). ~100 bytes less on each of ~100 answers.
    if (request.url.startsWith('/assets/')) for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
    return payload;
  });
  await app.register(fastifyStatic, {
    root: options.webDir,
    wildcard: true,
    index: 'index.html',
    cacheControl: false,
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders: (response, filePath) => cacheHeaders(response, filePath),
  });
  // A share link's embed address (`/embed?link=<link>#/share/<link>`): the one page other sites may frame.
  if (options.embedRoute) {
    app.get('/embed', { ...options.embedRoute, schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
}

function cacheHeaders(reply: { setHeader(name: string, value: string): unknown }, filePath: string) {
  reply.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
}
