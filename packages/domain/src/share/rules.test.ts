import { describe, expect, it } from 'vitest';
import { SHARE_TOKEN_TTL_MS, ShareCreateSchema, shareExpiry, shareState, shareTokenExpiry } from './rules.js';

const now = new Date('2026-03-01T00:00:00Z');

describe('share links', () => {
  it('is active until its expiry, expired from it on, and revoked whatever the expiry', () => {
    expect(shareState({ expiresAt: new Date(now.getTime() + 1), revokedAt: null }, now)).toBe('active');
    expect(shareState({ expiresAt: now, revokedAt: null }, now)).toBe('expired');
    expect(shareState({ expiresAt: new Date(now.getTime() + 1000), revokedAt: now }, now)).toBe('revoked');
    expect(shareState({ expiresAt: new Date(now.getTime() - 1000), revokedAt: now }, now)).toBe('revoked');
  });

  it('lives the chosen days and hands out tokens that never outlive it', () => {
    expect(shareExpiry(now, 7).toISOString()).toBe('2026-03-08T00:00:00.000Z');
    const far = shareExpiry(now, 30);
    expect(shareTokenExpiry(now, far).getTime()).toBe(now.getTime() + SHARE_TOKEN_TTL_MS);
    const soon = new Date(now.getTime() + 60_000);
    expect(shareTokenExpiry(now, soon)).toEqual(soon);
  });

  it.each([
    [{ authority: 'open', expiresInDays: 7 }, true],
    [{ authority: 'secret', code: 'ab12', expiresInDays: 7 }, true],
    [{ authority: 'secret', code: 'abcd1234', expiresInDays: 1 }, true],
    [{ authority: 'secret', expiresInDays: 7 }, false],
    [{ authority: 'secret', code: 'ab1', expiresInDays: 7 }, false],
    [{ authority: 'secret', code: 'abcd12345', expiresInDays: 7 }, false],
    [{ authority: 'secret', code: 'ab 12', expiresInDays: 7 }, false],
    [{ authority: 'open', code: 'ab12', expiresInDays: 7 }, false],
    [{ authority: 'open', expiresInDays: 2 }, false],
    [{ authority: 'open', expiresInDays: 365 }, true],
  ])('checks a new link %j', (body, valid) => {
    expect(ShareCreateSchema.safeParse({ objectType: 'project', objectId: 1, ...body }).success).toBe(valid);
  });

  it('names the code as the field of a secret link without one', () => {
    const parsed = ShareCreateSchema.safeParse({ objectType: 'view', objectId: 3, authority: 'secret', expiresInDays: 7 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['code']);
    expect(parsed.error?.issues[0]?.message).toBe('validation.shareCode');
  });
});
