import { LOGIN_THROTTLE, LOGIN_TOKEN_TTL_MS, mergeGrants, type LoginRequest, type LoginResponse } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { SharePrincipal, UserPrincipal } from '../../lib/principal.js';
import { UNUSABLE_HASH, verifyPassword } from '../../lib/password.js';
import { createThrottle, type ThrottleWait } from '../../lib/throttle.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { AuthRepository, UserRecord } from './auth.repository.js';
import type { LoginKeys } from './login-keys.js';
import { createTokenCache } from './token-cache.js';

export type { SharePrincipal, UserPrincipal } from '../../lib/principal.js';

/** Where sign-ins are written (the user log); optional so the service can be tested alone. */
export interface LoginRecorder {
  login(entry: {
    action: 'login' | 'login_failed' | 'login_rate_limited' | 'logout';
    userId: number | null;
    userName: string;
    companyId: number | null;
    ip: string;
  }): Promise<void>;
}

export interface AuthServiceDeps {
  repo: AuthRepository;
  audit?: LoginRecorder;
  now?: () => Date;
  /** How long a token lookup is trusted for changes made on other instances (token-cache.ts). */
  tokenCacheMs?: number;
  /** Decrypts an `isEncrypt` password (login-keys.ts); without it an encrypted login is a wrong password. */
  loginKeys?: Pick<LoginKeys, 'decrypt'>;
  /** Whether the demo sign-in is offered (the demo seed outside production). */
  demoLogin?: boolean;
  /** How a slowed sign-in waits (lib/throttle.ts). */
  wait?: ThrottleWait;
}

export function createAuthService({
  repo,
  audit,
  now = () => new Date(),
  tokenCacheMs,
  loginKeys,
  demoLogin = false,
  wait,
}: AuthServiceDeps) {
  const tokens = createTokenCache<{ principal: UserPrincipal | SharePrincipal; expiresAt: number }>({
    ...(tokenCacheMs !== undefined ? { maxAgeMs: tokenCacheMs } : {}),
    now: () => now().getTime(),
    expiresAt: (entry) => entry.expiresAt,
  });
  const throttle = createThrottle({ counter: repo, policy: LOGIN_THROTTLE, prefix: 'login', now, ...(wait ? { wait } : {}) });
  const accountOf = (userName: string) => userName.trim().toLowerCase();

  async function issueToken(user: UserRecord, ip: string): Promise<LoginResponse> {
    const token = newToken();
    const expiresAt = new Date(now().getTime() + LOGIN_TOKEN_TTL_MS);
    await repo.insertToken({ tokenHash: hashToken(token), kind: 'login', userId: user.id, expiresAt, ip });
    return { token, expiresAt: expiresAt.toISOString(), demo: user.isDemo };
  }

  return {
    /**
     * Throttled first (lib/throttle.ts: this address refused after its own failures, the account
     * slowed after many), then the password. An unknown user, a disabled user, a wrong password and
     * an encrypted password that does not decrypt (unknown or rotated-out key, garbage) get the same
     * answer after the same work, and count alike.
     */
    async login({ userName, password: sent, isEncrypt, keyId }: LoginRequest, ip: string): Promise<LoginResponse> {
      try {
        await throttle.check(accountOf(userName), ip);
      } catch (error) {
        await audit?.login({ action: 'login_rate_limited', userId: null, userName, companyId: null, ip });
        throw error;
      }
      const password = isEncrypt ? await loginKeys?.decrypt(keyId ?? '', sent) : sent;
      const user = await repo.findUserByName(userName);
      const matches = (await verifyPassword(password ?? sent, user?.passwordHash ?? UNUSABLE_HASH)) && password !== undefined;
      if (!user || !matches || user.disabled) {
        await throttle.failed(accountOf(userName), ip);
        await audit?.login({ action: 'login_failed', userId: user?.id ?? null, userName, companyId: user?.companyId ?? null, ip });
        throw new AppError('INVALID_CREDENTIALS');
      }
      await throttle.succeeded(accountOf(userName), ip);
      await audit?.login({ action: 'login', userId: user.id, userName: user.userName, companyId: user.companyId, ip });
      return issueToken(user, ip);
    },

    /** Signs in as the demo account, when it is offered and the demo company was seeded. */
    async demoLogin(ip: string): Promise<LoginResponse> {
      const demo = demoLogin ? await repo.findDemoUser() : undefined;
      if (!demo) throw new AppError('NOT_FOUND');
      await audit?.login({ action: 'login', userId: demo.id, userName: demo.userName, companyId: demo.companyId, ip });
      return issueToken(demo, ip);
    },

    async demoAvailable(): Promise<boolean> {
      return demoLogin && (await repo.findDemoUser()) !== undefined;
    },

    async logout(principal: UserPrincipal, ip: string) {
      await repo.deleteToken(principal.tokenId);
      tokens.forgetAll();
      await audit?.login({ action: 'logout', userId: principal.userId, userName: principal.userName, companyId: principal.companyId, ip });
    },

    /** The user behind a raw bearer token, or undefined when it is unknown, expired or a share token. */
    async authenticate(token: string): Promise<UserPrincipal | undefined> {
      const found = await resolve(token);
      return found?.kind === 'user' ? found : undefined;
    },

    /** A login token's user or a share token's link, or undefined when it is unknown, expired or revoked. */
    resolve,

    /** Hands out a share token for an opened link (the shares feature decides when). */
    async issueShareToken(shareId: number, expiresAt: Date, ip: string): Promise<string> {
      const token = newToken();
      await repo.insertShareToken({ tokenHash: hashToken(token), shareId, expiresAt, ip });
      return token;
    },

    /** Write requests call this (plugins/access.ts): see token-cache.ts for what it guarantees. */
    writeStarted: () => tokens.writeStarted(),
  };

  async function resolve(token: string): Promise<UserPrincipal | SharePrincipal | undefined> {
    const tokenHash = hashToken(token);
    const cached = await tokens.get(tokenHash, () => lookUp(tokenHash));
    return cached && { ...cached.principal };
  }

  async function lookUp(tokenHash: string): Promise<{ principal: UserPrincipal | SharePrincipal; expiresAt: number } | undefined> {
    const owner = await repo.findTokenOwner(tokenHash, now());
    if (!owner) {
      const share = await repo.findShareToken(tokenHash, now());
      if (!share) return undefined;
      const { expiresAt, ...rest } = share;
      return { principal: { kind: 'share', ...rest }, expiresAt: expiresAt.getTime() };
    }
    if (owner.kind !== 'login') return undefined;
    const grants = mergeGrants(await repo.roleGrants(owner.userId));
    const principal: UserPrincipal = {
      kind: 'user',
      tokenId: owner.tokenId,
      userId: owner.userId,
      userName: owner.userName,
      grade: owner.grade,
      companyId: owner.companyId,
      demo: owner.isDemo,
      grants,
    };
    return { principal, expiresAt: owner.expiresAt.getTime() };
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
