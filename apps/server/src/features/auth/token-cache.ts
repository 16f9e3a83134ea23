/**
 * Who a bearer token belongs to, remembered so a request does not cost two authentication queries.
 *
 * Revocation: every write request on this instance (any method but GET/HEAD/OPTIONS, whatever its
 * route: logout, a password change or reset, a user disabled or deleted, a role or grant changed)
 * forgets everything at its start and again at its end, and nothing looked up while a write is in
 * flight is kept — so once such a request has answered, no request on this instance is served from
 * what was known before it. Changes this instance did not make (another instance's writes, SQL by
 * hand) take effect within `maxAgeMs`, after which an entry is looked up again; and an entry is
 * never used past its token's expiry. With `maxAgeMs` infinite (embedded PGlite, where no other
 * process writes the database) a lookup holds for the token's lifetime, revocation still at once.
 */
export interface TokenCacheOptions<T> {
  /** How long a lookup is trusted for changes made elsewhere. */
  maxAgeMs?: number;
  /** Entries kept at most (the oldest go first). */
  maxEntries?: number;
  now?: () => number;
  /** When the cached value stops being valid on its own (the token's expiry), in ms. */
  expiresAt(value: T): number;
}

export const TOKEN_CACHE_MAX_AGE_MS = 5_000;

export function createTokenCache<T>({
  maxAgeMs = TOKEN_CACHE_MAX_AGE_MS,
  maxEntries = 10_000,
  now = Date.now,
  expiresAt,
}: TokenCacheOptions<T>) {
  const entries = new Map<string, { value: T; until: number; generation: number }>();
  let generation = 0;
  let writing = 0;

  function forgetAll() {
    generation++;
    entries.clear();
  }

  return {
    /**
     * The cached value for `key`, or `load()`'s answer — kept only when no write began or was under
     * way while it was read. An answer of undefined (unknown, expired, revoked) is not kept.
     */
    async get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.generation === generation && at < hit.until) return hit.value;
      if (hit) entries.delete(key);
      const startedAt = generation;
      const cacheable = writing === 0;
      const value = await load();
      if (value === undefined || !cacheable || writing > 0 || generation !== startedAt) return value;
      const until = Math.min(at + maxAgeMs, expiresAt(value));
      if (until <= now()) return value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until, generation });
      return value;
    },
    /** One token revoked (logout). */
    forget(key: string) {
      entries.delete(key);
    },
    forgetAll,
    /** A write request starts: returns the function to call once it has ended (answered or aborted). */
    writeStarted(): () => void {
      writing++;
      forgetAll();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        writing--;
        forgetAll();
      };
    },
    size: () => entries.size,
  };
}

export type TokenCache<T> = ReturnType<typeof createTokenCache<T>>;
