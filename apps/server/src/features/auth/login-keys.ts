import { constants, createPrivateKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import {
  LOGIN_KEY_ALGORITHM,
  LOGIN_KEY_BITS,
  LOGIN_KEY_GRACE_MS,
  LOGIN_KEY_ROTATION_MS,
  loginKeyAccepted,
  loginKeyId,
  loginKeyRotatesAt,
  loginKeySlot,
  loginKeySlotOf,
  type LoginPublicKey,
} from '@fieldlink/domain';
import type { LoginKeysRepository } from './login-keys.repository.js';

const generate = promisify(generateKeyPair);

interface StoredKey {
  /** DER SubjectPublicKeyInfo, base64. */
  publicKey: string;
  /** PKCS#8 PEM. */
  privateKey: string;
}

interface LoadedKey {
  publicKey: string;
  privateKey: KeyObject;
}

/**
 * The login keys (spec §7 `get_public_key`, `isEncrypt`): one RSA-OAEP SHA-256 key pair per UTC
 * day, created by whichever instance first needs it and kept in `server_secrets`, so every
 * instance decrypts what any of them handed out. A key is taken for its day and a grace period
 * after it; older rows are deleted when the next key is made.
 */
export function createLoginKeys({ repo, now = () => new Date() }: { repo: LoginKeysRepository; now?: () => Date }) {
  const cache = new Map<number, LoadedKey>();
  const creating = new Map<number, Promise<LoadedKey>>();

  function load(stored: string): LoadedKey {
    const parsed = JSON.parse(stored) as StoredKey;
    return { publicKey: parsed.publicKey, privateKey: createPrivateKey(parsed.privateKey) };
  }

  async function create(slot: number): Promise<LoadedKey> {
    const pair = await generate('rsa', {
      modulusLength: LOGIN_KEY_BITS,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const value: StoredKey = { publicKey: pair.publicKey.toString('base64'), privateKey: pair.privateKey };
    const stored = await repo.insertOrGet(loginKeyId(slot), JSON.stringify(value));
    // The previous day's key stays for its grace; anything older goes.
    await repo.deleteOlder(new Date(now().getTime() - LOGIN_KEY_ROTATION_MS - LOGIN_KEY_GRACE_MS), [
      loginKeyId(slot),
      loginKeyId(slot - 1),
    ]);
    return load(stored);
  }

  /** The key of `slot`: from memory, from the database, or made now when `make` says so. */
  async function keyOf(slot: number, make: boolean): Promise<LoadedKey | undefined> {
    const cached = cache.get(slot);
    if (cached) return cached;
    const stored = await repo.find(loginKeyId(slot));
    let key: LoadedKey | undefined;
    if (stored) key = load(stored);
    else if (make) {
      let pending = creating.get(slot);
      if (!pending) {
        pending = create(slot).finally(() => creating.delete(slot));
        creating.set(slot, pending);
      }
      key = await pending;
    }
    if (key) {
      cache.set(slot, key);
      for (const old of cache.keys()) if (old < slot - 1) cache.delete(old);
    }
    return key;
  }

  return {
    /** Today's public key, made on first use. */
    async current(): Promise<LoginPublicKey> {
      const slot = loginKeySlot(now());
      const key = (await keyOf(slot, true))!;
      return {
        keyId: loginKeyId(slot),
        algorithm: LOGIN_KEY_ALGORITHM,
        publicKey: key.publicKey,
        rotatesAt: loginKeyRotatesAt(slot).toISOString(),
      };
    },

    /**
     * The password inside a login ciphertext, or undefined when the key id is unknown or rotated
     * out past its grace, or the ciphertext is not one of that key's (the caller answers all of
     * these as a wrong password).
     */
    async decrypt(keyId: string, ciphertext: string): Promise<string | undefined> {
      const slot = loginKeySlotOf(keyId);
      if (slot === undefined || !loginKeyAccepted(slot, now())) return undefined;
      const key = await keyOf(slot, false);
      if (!key) return undefined;
      try {
        const plain = privateDecrypt(
          { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(ciphertext, 'base64'),
        );
        const text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
        return text.length > 0 ? text : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type LoginKeys = ReturnType<typeof createLoginKeys>;
