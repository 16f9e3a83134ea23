import { scopeOf } from '@fieldlink/domain';
import type { Actor } from '../../lib/actor.js';
import type { UserPrincipal } from '../auth/index.js';
import type { AuditChange } from '../../lib/audited-writes.js';
import type { AuditQuery, AuditRepository } from './audit.repository.js';

export type { Actor } from '../../lib/actor.js';
export type { AuditChange } from '../../lib/audited-writes.js';

/** Fields never written to the audit log, whatever object they appear in. */
const SECRET_FIELDS = new Set(['password', 'passwordHash', 'token', 'tokenHash', 'boxPassword', 'vncPassword', 'remotePassword']);

export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_FIELDS.has(key))
        .map(([key, v]) => [key, withoutSecrets(v)]),
    );
  }
  return value;
}

export function createAuditService({ repo }: { repo: AuditRepository }) {
  return {
    async change(actor: Actor, change: AuditChange) {
      await repo.insert({
        category: 'operation',
        action: change.action,
        userId: actor.userId,
        userName: actor.userName,
        companyId: change.companyId !== undefined ? change.companyId : actor.companyId,
        ip: actor.ip,
        objectType: change.objectType,
        objectId: String(change.objectId),
        before: withoutSecrets(change.before ?? null),
        after: withoutSecrets(change.after ?? null),
      });
    },

    async login(entry: {
      action: 'login' | 'login_failed' | 'login_rate_limited' | 'logout' | 'code_burned';
      userId: number | null;
      userName: string;
      companyId: number | null;
      ip: string;
    }) {
      await repo.insert({ category: 'login', ...entry });
    },

    list(principal: UserPrincipal, query: AuditQuery) {
      return repo.list(scopeOf(principal), query);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
