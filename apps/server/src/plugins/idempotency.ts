import {
  IDEMPOTENCY_CLAIM_STALE_MS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_MS,
  idempotencyFingerprint,
  isIdempotencyKey,
} from '@fieldlink/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed: its answer is stored for repeats. */
    idempotencyClaim: { userId: number; key: string } | undefined;
  }
}

/** Where claimed keys and their answers are kept (the idempotency feature's repository). */
export interface IdempotencyStore {
  /** True when this call claimed (user, key); false when it was there already. */
  claim(userId: number, key: string, request: string, expiredBefore: Date, staleBefore: Date): Promise<boolean>;
  find(userId: number, key: string): Promise<{ request: string; status: number | null; body: string | null } | undefined>;
  answer(userId: number, key: string, status: number, body: string): Promise<void>;
  release(userId: number, key: string): Promise<void>;
}

/** Tells a client that the answer is the one stored for its key, not a second apply. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/**
 * Idempotent writes (issue 40): a signed-in user's POST, PUT, PATCH or DELETE that carries an
 * `Idempotency-Key` runs once. The first request claims the key before its handler runs; its
 * answer (success or a 4xx refusal) is stored with the key; the same key again gets that answer
 * without the handler running (`Idempotent-Replayed: true`), or 409 IDEMPOTENCY_IN_PROGRESS while
 * the first still runs. A 5xx lets the key go so a retry runs. The same key for another request is
 * refused (409 CONFLICT). Keys are per user and kept for IDEMPOTENCY_KEY_TTL_MS.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, { repository, now = () => Date.now() }: { repository: IdempotencyStore; now?: () => number }) => {
    app.decorateRequest('idempotencyClaim', undefined);

    // After the access check (preValidation) and the body's schema: only a request that would run claims.
    app.addHook('preHandler', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (raw === undefined) return;
      const principal = request.principal;
      if (!principal) return;
      if (!isIdempotencyKey(raw)) throw new AppError('BAD_REQUEST', {}, 'error.idempotencyKey');
      const fingerprint = idempotencyFingerprint(request.method, request.url);
      const at = now();
      const claimed = await repository.claim(
        principal.userId,
        raw,
        fingerprint,
        new Date(at - IDEMPOTENCY_KEY_TTL_MS),
        new Date(at - IDEMPOTENCY_CLAIM_STALE_MS),
      );
      if (claimed) {
        request.idempotencyClaim = { userId: principal.userId, key: raw };
        return;
      }
      const stored = await repository.find(principal.userId, raw);
      if (!stored) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      if (stored.request !== fingerprint) throw new AppError('CONFLICT', {}, 'error.idempotencyReused');
      if (stored.status === null || stored.body === null) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      return reply
        .code(stored.status)
        .header(IDEMPOTENT_REPLAY_HEADER, 'true')
        .header('content-type', 'application/json; charset=utf-8')
        .send(stored.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = undefined;
      if (reply.statusCode >= 500 || typeof payload !== 'string') await repository.release(claim.userId, claim.key);
      else await repository.answer(claim.userId, claim.key, reply.statusCode, payload);
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['access'] },
);
