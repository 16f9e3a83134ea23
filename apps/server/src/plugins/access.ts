import { can, type PageName, type PermissionKey } from '@fieldlink/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { AuthService, UserPrincipal } from '../features/auth/auth.service.js';

/**
 * Who may call a route. Every route declares one in `config.access`; the server refuses to boot
 * when a route does not (ARCHITECTURE.md). Grade 0 passes every check.
 * - `public`: anyone, no token needed.
 * - `share`: a share token or a signed-in user.
 * - `user`: any signed-in user.
 * - `superuser`: grade 0 only.
 * - `{ page, key }`: a signed-in user whose roles grant `key` on `page`.
 */
export type Access = 'public' | 'share' | 'user' | 'superuser' | { page: PageName; key: PermissionKey };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: UserPrincipal | undefined;
  }
  interface FastifyInstance {
    /** Every route with its declared access, for the boot check and the authorization tests. */
    routeAccess: { method: string; url: string; access: Access | undefined }[];
  }
}

export class UndeclaredAccessError extends Error {
  constructor(routes: string[]) {
    super(`routes without an access declaration: ${routes.join(', ')}`);
    this.name = 'UndeclaredAccessError';
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1];
  }
  return undefined;
}

export function requireUser(request: FastifyRequest): UserPrincipal {
  if (!request.principal) throw new AppError('UNAUTHORIZED');
  return request.principal;
}

export const accessPlugin = fp(
  async (app: FastifyInstance, { auth }: { auth: AuthService }) => {
    const routes: { method: string; url: string; options: RouteOptions }[] = [];
    app.decorate('routeAccess', {
      getter: () => routes.map((r) => ({ method: r.method, url: r.url, access: r.options.config?.access })),
    });
    app.decorateRequest('principal', undefined);

    app.addHook('onRoute', (options) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: options.url, options });
      }
    });

    app.addHook('onReady', async () => {
      const missing = routes.filter((r) => r.options.config?.access === undefined).map((r) => `${r.method} ${r.url}`);
      if (missing.length > 0) throw new UndeclaredAccessError(missing);
    });

    // A write request may revoke sessions (logout, password, disabled user, roles): the token
    // cache forgets what it knew when the request starts and again when it has ended.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      const ended = auth.writeStarted();
      reply.raw.once('close', ended);
      reply.raw.once('finish', ended);
    });

    // preValidation: who may call is settled before the body is looked at.
    app.addHook('preValidation', async (request) => {
      // The not-found handler answers unknown routes; there is nothing to guard.
      if (request.is404) return;
      const access = request.routeOptions.config.access;
      if (access === undefined) throw new AppError('FORBIDDEN');
      const token = bearer(request);
      if (token) request.principal = await auth.authenticate(token);
      if (access === 'public') return;
      // A token was sent but is unknown or expired, or none was sent.
      const principal = request.principal;
      if (!principal) throw new AppError('UNAUTHORIZED');
      if (access === 'share' || access === 'user') return;
      if (access === 'superuser') {
        if (principal.grade !== 0) throw new AppError('FORBIDDEN');
        return;
      }
      if (!can({ grade: principal.grade, demo: principal.demo, grants: principal.grants }, access.page, access.key)) {
        throw new AppError('FORBIDDEN');
      }
    });
  },
  { name: 'access', dependencies: ['errors'] },
);
