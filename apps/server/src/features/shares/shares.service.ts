import {
  SHARE_CODE_THROTTLE,
  scopeOf,
  shareExpiry,
  shareState,
  shareTokenExpiry,
  type ShareCreate,
  type ShareObjectType,
  type ShareOpen,
  type ShareOpened,
  type SharedContent,
  type ShareSummary,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { createThrottle, type FailureCounter, type ThrottleWait } from '../../lib/throttle.js';
import { newToken } from '../../lib/tokens.js';
import type { ShareScope, ShareTarget } from '../../plugins/access.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { SharePrincipal, UserPrincipal } from '../auth/index.js';
import type { ShareObjectResolver, ShareObjects } from './share-objects.repository.js';
import type { ShareRow, SharesRepository } from './shares.repository.js';

export interface SharesServiceDeps {
  repo: SharesRepository;
  objects: ShareObjects;
  audit: Pick<AuditService, 'change'>;
  limits: FailureCounter;
  /** Hands out the share token of an opened link (auth). */
  issueToken(shareId: number, expiresAt: Date, ip: string): Promise<string>;
  now?: () => Date;
  /** How a slowed code check waits (lib/throttle.ts). */
  wait?: ThrottleWait;
}

const invalidLink = () => new AppError('NOT_FOUND', {}, 'error.shareLinkInvalid');
const notFound = () => new AppError('NOT_FOUND', {}, 'error.shareNotFound');

function summary(row: ShareRow, now: Date): ShareSummary {
  return {
    id: row.id,
    link: row.link,
    objectType: row.objectType,
    objectId: row.objectId,
    authority: row.authority,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    state: shareState(row, now),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Share links: made and revoked by users who see the object, opened by anyone holding the link
 * (and its code), each open handing out a short-lived share token bound to that one link.
 */
export function createSharesService({ repo, objects, audit, limits, issueToken, now = () => new Date(), wait }: SharesServiceDeps) {
  function resolverOf(type: ShareObjectType): ShareObjectResolver {
    const resolver = objects[type];
    if (!resolver) throw new AppError('BAD_REQUEST', {}, 'error.shareTypeUnsupported', 'objectType');
    return resolver;
  }

  /** The object as the user sees it, or 404. */
  async function visible(user: UserPrincipal, type: ShareObjectType, id: number) {
    const resolver = resolverOf(type);
    const found = await resolver.find(id, scopeOf(user));
    if (!found) throw notFound();
    return { resolver, found };
  }

  /** A link that opens now (alive, its object still there), or 404 "no longer valid". */
  async function live(link: string): Promise<{ row: ShareRow; name: string }> {
    const row = await repo.findByLink(link);
    if (!row || shareState(row, now()) !== 'active') throw invalidLink();
    const found = await objects[row.objectType]?.find(row.objectId, { kind: 'all' });
    if (!found) throw invalidLink();
    return { row, name: found.name };
  }

  // Wrong codes per viewer (address and link): one viewer's mistakes never lock out another.
  const throttle = createThrottle({ counter: limits, policy: SHARE_CODE_THROTTLE, prefix: 'share', now, ...(wait ? { wait } : {}) });

  const scope: ShareScope = {
    async contains(share: SharePrincipal, target: ShareTarget, id: number) {
      const resolver = objects[share.objectType];
      if (!resolver) return false;
      if (target === 'point') {
        const deviceId = await repo.deviceOfPoint(id);
        return deviceId !== undefined && resolver.contains(share.objectId, 'device', deviceId);
      }
      return resolver.contains(share.objectId, target, id);
    },
    async follows(share: SharePrincipal, deviceId: number) {
      const resolver = objects[share.objectType];
      if (!resolver) return false;
      return resolver.follows ? resolver.follows(share.objectId, deviceId) : resolver.contains(share.objectId, 'device', deviceId);
    },
  };

  return {
    scope,

    async create(user: UserPrincipal, actor: Actor, body: ShareCreate): Promise<ShareSummary> {
      const { resolver, found } = await visible(user, body.objectType, body.objectId);
      if (!resolver.assignedMayShare && scopeOf(user).kind === 'assigned') throw new AppError('FORBIDDEN');
      const at = now();
      const row = await repo.insert({
        companyId: found.companyId,
        link: newToken(),
        objectType: body.objectType,
        objectId: body.objectId,
        authority: body.authority,
        codeHash: body.authority === 'secret' && body.code ? await hashPassword(body.code) : null,
        expiresAt: shareExpiry(at, body.expiresInDays),
        createdBy: user.userId,
      });
      await audit.change(actor, {
        action: 'create',
        objectType: 'share',
        objectId: row.id,
        companyId: row.companyId,
        after: { objectType: row.objectType, objectId: row.objectId, name: found.name, authority: row.authority, expiresAt: row.expiresAt },
      });
      return summary(row, at);
    },

    async list(user: UserPrincipal, type: ShareObjectType, id: number): Promise<ShareSummary[]> {
      const { found } = await visible(user, type, id);
      const at = now();
      return (await repo.listFor(type, id, found.companyId)).map((row) => summary(row, at));
    },

    async revoke(user: UserPrincipal, actor: Actor, id: number): Promise<ShareSummary> {
      const row = await repo.find(id);
      if (!row) throw notFound();
      const { found } = await visible(user, row.objectType, row.objectId);
      if (found.companyId !== row.companyId) throw notFound();
      const at = now();
      if (await repo.revoke(id, user.userId, at)) {
        await audit.change(actor, {
          action: 'revoke',
          objectType: 'share',
          objectId: row.id,
          companyId: row.companyId,
          before: { objectType: row.objectType, objectId: row.objectId, name: found.name },
        });
      }
      return summary((await repo.find(id))!, at);
    },

    /** Whether a live link wants a code. */
    async probe(link: string) {
      return { authority: (await live(link)).row.authority };
    },

    /** Opens a link: checks it is alive, the code (throttled per viewer like sign-in), then hands out a share token. */
    async open({ link, code }: ShareOpen, ip: string): Promise<ShareOpened> {
      const { row, name } = await live(link);
      const actor: Actor = { userId: null, userName: null, companyId: row.companyId, ip };
      if (row.authority === 'secret') {
        await throttle.check(String(row.id), ip);
        if (!code) throw new AppError('BAD_REQUEST', {}, 'error.shareCodeRequired', 'code');
        if (!(await verifyPassword(code, row.codeHash!))) {
          await throttle.failed(String(row.id), ip);
          await audit.change(actor, {
            action: 'open_refused',
            objectType: 'share',
            objectId: row.id,
            companyId: row.companyId,
            after: { objectType: row.objectType, objectId: row.objectId, name },
          });
          throw new AppError('FORBIDDEN', {}, 'error.shareCodeWrong', 'code');
        }
        await throttle.succeeded(String(row.id), ip);
      }
      const expiresAt = shareTokenExpiry(now(), row.expiresAt);
      const token = await issueToken(row.id, expiresAt, ip);
      await audit.change(actor, {
        action: 'open',
        objectType: 'share',
        objectId: row.id,
        companyId: row.companyId,
        after: { objectType: row.objectType, objectId: row.objectId, name },
      });
      return { token, expiresAt: expiresAt.toISOString(), objectType: row.objectType, objectId: row.objectId };
    },

    /** What the caller's share token shows. */
    async current(share: SharePrincipal): Promise<SharedContent> {
      const row = await repo.find(share.shareId);
      const resolver = objects[share.objectType];
      const found = await resolver?.find(share.objectId, { kind: 'all' });
      if (!row || !resolver || !found) throw invalidLink();
      return {
        objectType: row.objectType,
        objectId: row.objectId,
        name: found.name,
        expiresAt: row.expiresAt.toISOString(),
        ...(await resolver.content(share.objectId)),
      };
    },
  };
}

export type SharesService = ReturnType<typeof createSharesService>;
