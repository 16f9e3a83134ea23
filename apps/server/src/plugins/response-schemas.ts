import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What a route answers when it is not the JSON envelope, declared in `config.answers`:
 * - `file`: a file's bytes or a document (an upload, an Excel or CSV export, a static asset, the OpenAPI document);
 * - `stream`: a stream the route writes as it goes (a streamed export, a WebSocket);
 * - `redirect`: a redirect;
 * - `empty`: 204, no body;
 * - `text`: plain text (the Prometheus metrics).
 * Every other route answers JSON and declares its response schema (`schema.response`), so what
 * leaves the server is checked and documented; the server refuses to boot otherwise.
 */
export type NonJsonAnswer = 'file' | 'stream' | 'redirect' | 'empty' | 'text';

declare module 'fastify' {
  interface FastifyContextConfig {
    answers?: NonJsonAnswer;
  }
}

export class UndeclaredResponseError extends Error {
  constructor(routes: string[]) {
    super(`JSON routes without a response schema: ${routes.join(', ')}`);
    this.name = 'UndeclaredResponseError';
  }
}

/** Whether a route is exempt from the response-schema check: a WebSocket, or a declared non-JSON answer. */
function answersNonJson(options: RouteOptions): boolean {
  return (options as { websocket?: boolean }).websocket === true || options.config?.answers !== undefined;
}

/** The boot check: every JSON route declares a response schema (like the access declaration). */
export const responseSchemasPlugin = fp(async (app: FastifyInstance) => {
  const routes: { method: string; url: string; options: RouteOptions }[] = [];
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: options.url, options });
    }
  });
  app.addHook('onReady', async () => {
    const missing = routes
      .filter((r) => !answersNonJson(r.options) && r.options.schema?.response === undefined)
      .map((r) => `${r.method} ${r.url}`);
    if (missing.length > 0) throw new UndeclaredResponseError(missing);
  });
});
