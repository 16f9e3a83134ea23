import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN, idempotencyFingerprint, isIdempotencyKey } from '../http/idempotency.js';
import { blockedByConflict, replayOutcome } from './replay.js';

describe('replayOutcome', () => {
  it.each([
    [200, undefined, 'sent'],
    [204, undefined, 'sent'],
    [0, undefined, 'retry'],
    [500, undefined, 'retry'],
    [503, undefined, 'retry'],
    [429, undefined, 'retry'],
    [409, 'IDEMPOTENCY_IN_PROGRESS', 'retry'],
    [409, 'ILLEGAL_STATE', 'conflict'],
    [403, 'FORBIDDEN', 'conflict'],
    [404, 'NOT_FOUND', 'conflict'],
    [400, 'BAD_REQUEST', 'conflict'],
    [401, 'UNAUTHORIZED', 'expired'],
  ] as const)('%i %s → %s', (status, code, outcome) => {
    expect(replayOutcome(status, code)).toBe(outcome);
  });

  it('holds an order behind its conflict, not the others', () => {
    expect(blockedByConflict(3, new Set([3]))).toBe(true);
    expect(blockedByConflict(4, new Set([3]))).toBe(false);
  });
});

describe('idempotency keys', () => {
  it('takes 8 to 100 safe characters', () => {
    expect(isIdempotencyKey('a'.repeat(8))).toBe(true);
    expect(isIdempotencyKey('a'.repeat(7))).toBe(false);
    expect(isIdempotencyKey('a'.repeat(100))).toBe(true);
    expect(isIdempotencyKey('a'.repeat(101))).toBe(false);
    expect(isIdempotencyKey('3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true);
    expect(isIdempotencyKey('has space1')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('ключ-12345')).toBe(false);
  });

  it('fingerprints the method and path without the query', () => {
    expect(idempotencyFingerprint('post', '/api/v1/work-orders/5/accept?x=1')).toBe('POST /api/v1/work-orders/5/accept');
  });
});
