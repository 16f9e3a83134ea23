import { describe, expect, it } from 'vitest';
import { createTokenCache } from './token-cache.js';

/** A clock the test moves by hand, and a loader that counts its lookups. */
function setUp(maxAgeMs = 5_000) {
  let t = 1_000_000;
  const store = new Map<string, { user: string; expiresAt: number }>();
  let lookups = 0;
  const cache = createTokenCache<{ user: string; expiresAt: number }>({ maxAgeMs, now: () => t, expiresAt: (v) => v.expiresAt });
  const load = (key: string) => async () => {
    lookups++;
    return store.get(key);
  };
  return { cache, store, load, lookups: () => lookups, advance: (ms: number) => (t += ms), now: () => t };
}

describe('token cache', () => {
  it('looks a token up once and serves it from memory until its maximum age', async () => {
    const s = setUp();
    s.store.set('a', { user: 'alice', expiresAt: s.now() + 60_000 });
    expect(await s.cache.get('a', s.load('a'))).toEqual({ user: 'alice', expiresAt: s.now() + 60_000 });
    expect(await s.cache.get('a', s.load('a'))).toMatchObject({ user: 'alice' });
    expect(s.lookups()).toBe(1);
    // Changed elsewhere (another instance): seen once the maximum age has passed.
    s.store.delete('a');
    s.advance(4_999);
    expect(await s.cache.get('a', s.load('a'))).toMatchObject({ user: 'alice' });
    s.advance(1);
    expect(await s.cache.get('a', s.load('a'))).toBeUndefined();
    expect(s.lookups()).toBe(2);
  });

  it('with no maximum age (embedded database) holds a lookup for the token’s lifetime, and a write still revokes at once', async () => {
    const s = setUp(Number.POSITIVE_INFINITY);
    s.store.set('a', { user: 'alice', expiresAt: s.now() + 86_400_000 });
    await s.cache.get('a', s.load('a'));
    s.advance(86_399_999);
    expect(await s.cache.get('a', s.load('a'))).toMatchObject({ user: 'alice' });
    expect(s.lookups()).toBe(1);
    // Logout (a write request): the next request looks the token up again and finds it gone.
    const ended = s.cache.writeStarted();
    s.store.delete('a');
    ended();
    expect(await s.cache.get('a', s.load('a'))).toBeUndefined();
    expect(s.lookups()).toBe(2);
    // And at its expiry it is gone from memory too.
    s.store.set('b', { user: 'bob', expiresAt: s.now() + 1_000 });
    await s.cache.get('b', s.load('b'));
    s.advance(1_000);
    s.store.delete('b');
    expect(await s.cache.get('b', s.load('b'))).toBeUndefined();
  });

  it('never serves a token past its expiry', async () => {
    const s = setUp();
    s.store.set('a', { user: 'alice', expiresAt: s.now() + 1_000 });
    await s.cache.get('a', s.load('a'));
    s.advance(1_000);
    s.store.delete('a');
    expect(await s.cache.get('a', s.load('a'))).toBeUndefined();
  });

  it('does not remember unknown tokens', async () => {
    const s = setUp();
    expect(await s.cache.get('x', s.load('x'))).toBeUndefined();
    s.store.set('x', { user: 'xavier', expiresAt: s.now() + 60_000 });
    expect(await s.cache.get('x', s.load('x'))).toMatchObject({ user: 'xavier' });
  });

  it('forgets everything when a write request starts and when it ends', async () => {
    const s = setUp();
    s.store.set('a', { user: 'alice', expiresAt: s.now() + 60_000 });
    await s.cache.get('a', s.load('a'));
    const ended = s.cache.writeStarted();
    s.store.delete('a'); // the write revokes the token
    expect(await s.cache.get('a', s.load('a'))).toBeUndefined();
    ended();
    expect(await s.cache.get('a', s.load('a'))).toBeUndefined();
    expect(s.lookups()).toBe(3);
  });

  it('keeps nothing looked up while a write is under way, nor a lookup a write overtook', async () => {
    const s = setUp();
    s.store.set('a', { user: 'alice', expiresAt: s.now() + 60_000 });
    const ended = s.cache.writeStarted();
    await s.cache.get('a', s.load('a'));
    await s.cache.get('a', s.load('a'));
    expect(s.lookups()).toBe(2);
    ended();
    ended(); // a second call (close after finish) counts once

    // A lookup that read the old state before a write committed is not kept.
    let release!: () => void;
    const slow = s.cache.get('a', async () => {
      const value = s.store.get('a');
      await new Promise<void>((resolve) => (release = resolve));
      return value;
    });
    const write = s.cache.writeStarted();
    s.store.delete('a');
    write();
    release();
    expect(await slow).toMatchObject({ user: 'alice' });
    expect(await s.cache.get('a', s.load('a'))).toBeUndefined();
    expect(s.cache.size()).toBe(0);
  });

  it('forgets one token on logout and keeps at most maxEntries', async () => {
    const cache = createTokenCache<{ expiresAt: number }>({ maxEntries: 2, now: () => 0, expiresAt: (v) => v.expiresAt });
    const value = { expiresAt: 60_000 };
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => value);
    expect(cache.size()).toBe(2);
    cache.forget('c');
    expect(cache.size()).toBe(1);
  });
});
