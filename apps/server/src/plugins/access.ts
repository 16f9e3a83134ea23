import { can, demoRefused, type PageName, type PermissionKey } from '@fieldlink/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { SharePrincipal, UserPrincipal } from '../lib/principal.js';

/**
 * What a route's id names, for a share token's confinement (`{ page, key, share }`): an object, a
 * data point (held when its device is), or `alarmProject`, the project whose active alarms the shared
 * page draws (a shared view's, a shared screen's, a shared project's).
 */
export type ShareTarget = 'project' | 'view' | 'device' | 'galleryImage' | 'screen' | 'point' | 'alarmProject';

/** Where a route names the ids a share token must hold: its `:id` (the default) or a query parameter (a list for `pointIds`). */
export type ShareIdsFrom = 'id' | 'projectId' | 'pointIds';

/** The most ids one shared read may name (a chart's points). */
const MAX_SHARE_IDS = 50;

/** What the access check asks of sign-in (the auth feature's service). */
export interface TokenResolver {
  /** The principal a bearer token names, if any. */
  resolve(token: string): Promise<UserPrincipal | SharePrincipal | undefined>;
  /** A write request started (it may revoke sessions); the returned function marks its end. */
  writeStarted(): () => void;
}

/** Answers whether a share token's object holds the object a route names (the shares feature). */
export interface ShareScope {
  contains(share: SharePrincipal, target: ShareTarget, id: number): Promise<boolean>;
  /** Whether the shared page may follow a device on the live stream (`/stream`). */
  follows(share: SharePrincipal, deviceId: number): Promise<boolean>;
}

/**
 * Who may call a route. Every route declares one in `config.access`; the server refuses to boot
 * when a route does not (docs/ARCHITECTURE.md). Grade 0 passes every check.
 * - `public`: anyone, no token needed.
 * - `share`: a share token (about its own link) or a signed-in user.
 * - `user`: any signed-in user.
 * - `superuser`: grade 0 only.
 * - `{ page, key }`: a signed-in user whose roles grant `key` on `page`.
 * - `{ page, key, share }`: the same, or a share token whose object holds the route's `:id` (a
 *   `share` target): the read routes a shared page needs. No write route declares one, so a share
 *   token writes nothing; on any other route it is refused with 403.
 */
export type Access =
  'public' | 'share' | 'user' | 'superuser' | { page: PageName; key: PermissionKey; share?: ShareTarget; shareIdsFrom?: ShareIdsFrom };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: UserPrincipal | undefined;
    /** The share token's link, when the bearer is a share token (never both). */
    share: SharePrincipal | undefined;
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

/** The ids a share token must hold on this request, or undefined when one is missing or malformed. */
function shareIds(request: FastifyRequest, from: ShareIdsFrom): number[] | undefined {
  const raw =
    from === 'id' ? (request.params as { id?: unknown } | undefined)?.id : (request.query as Record<string, unknown> | undefined)?.[from];
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const parts = String(raw).split(',');
  if (parts.length > MAX_SHARE_IDS) return undefined;
  const ids = parts.map((part) => (/^\d{1,10}$/.test(part.trim()) ? Number(part.trim()) : Number.NaN));
  return ids.every((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647) ? ids : undefined;
}

export function requireUser(request: FastifyRequest): UserPrincipal {
  if (!request.principal) throw new AppError('UNAUTHORIZED');
  return request.principal;
}

const SHARE_READER_GRANTS: UserPrincipal['grants'] = { alarm_records: ['view'], history: ['view'] };

/**
 * Who reads on a route with a share target: the signed-in user, or for a share token — already
 * confined to its object by the access check — a read-only reader of the link's company, who sees
 * what the shared page draws signed in: the alarms and the history of what the link holds.
 */
export function readerOf(request: FastifyRequest): UserPrincipal {
  if (request.principal) return request.principal;
  const share = request.share;
  if (!share) throw new AppError('UNAUTHORIZED');
  return {
    kind: 'user',
    tokenId: share.tokenId,
    userId: 0,
    userName: '',
    grade: 1,
    companyId: share.companyId,
    demo: false,
    grants: SHARE_READER_GRANTS,
  };
}

export const accessPlugin = fp(
  async (app: FastifyInstance, { auth, shareScope }: { auth: TokenResolver; shareScope: ShareScope }) => {
    const routes: { method: string; url: string; options: RouteOptions }[] = [];
    app.decorate('routeAccess', {
      getter: () => routes.map((r) => ({ method: r.method, url: r.url, access: r.options.config?.access })),
    });
    app.decorateRequest('principal', undefined);
    app.decorateRequest('share', undefined);

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
      if (token) {
        const found = await auth.resolve(token);
        if (found?.kind === 'user') request.principal = found;
        else if (found?.kind === 'share') request.share = found;
      }
      if (access === 'public') return;
      const share = request.share;
      if (share) {
        if (access === 'share') return;
        if (typeof access !== 'object' || !access.share) throw new AppError('FORBIDDEN');
        // Outside the shared object reads like an object out of scope: it does not exist.
        const ids = shareIds(request, access.shareIdsFrom ?? 'id');
        if (!ids) throw new AppError('NOT_FOUND');
        for (const id of new Set(ids)) if (!(await shareScope.contains(share, access.share, id))) throw new AppError('NOT_FOUND');
        return;
      }
      // A token was sent but is unknown or expired, or none was sent.
      const principal = request.principal;
      if (!principal) throw new AppError('UNAUTHORIZED');
      if (access === 'share' || access === 'user') return;
      if (access === 'superuser') {
        if (principal.grade !== 0) throw new AppError('FORBIDDEN');
        return;
      }
      if (!can({ grade: principal.grade, demo: principal.demo, grants: principal.grants }, access.page, access.key)) {
        // The demo account is told why: it may not change users, roles or companies.
        if (principal.demo && demoRefused(access.page, access.key)) throw new AppError('FORBIDDEN', {}, 'error.demoAccount');
        throw new AppError('FORBIDDEN');
      }
    });
  },
  { name: 'access', dependencies: ['errors'] },
);
