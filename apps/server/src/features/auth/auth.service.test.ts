import { LOGIN_THROTTLE, LOGIN_TOKEN_TTL_MS } from '@fieldlink/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password.js';
import { hashToken } from '../../lib/tokens.js';
import type { AuthRepository, TokenOwner, UserRecord } from './auth.repository.js';
import { createAuthService } from './auth.service.js';

const PASSWORD = 'Secret123';
let passwordHash = '';
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

interface StoredToken {
  id: number;
  tokenHash: string;
  kind: 'login' | 'share';
  userId: number;
  expiresAt: Date;
  ip: string;
}

/** An in-memory AuthRepository with the same semantics as the SQL one. */
function fakeRepo(users: UserRecord[], roleGrantsByUser: Record<number, Record<string, string[]>[]> = {}) {
  const tokens: StoredToken[] = [];
  const limits = new Map<string, { count: number; windowStart: Date }>();
  let nextTokenId = 1;
  const repo = {
    async findUserByName(userName: string) {
      return users.find((user) => user.userName.toLowerCase() === userName.toLowerCase());
    },
    async findDemoUser() {
      return users.find((user) => user.isDemo && !user.disabled);
    },
    async insertToken(input: { tokenHash: string; kind: 'login' | 'share'; userId: number; expiresAt: Date; ip: string }) {
      tokens.push({ id: nextTokenId++, ...input });
    },
    // Share tokens are the shares feature's (shares.api.test.ts): none in these tests.
    async insertShareToken() {},
    async findShareToken() {
      return undefined;
    },
    async findTokenOwner(tokenHash: string, now: Date): Promise<TokenOwner | undefined> {
      const token = tokens.find((t) => t.tokenHash === tokenHash && t.expiresAt > now);
      const user = token && users.find((u) => u.id === token.userId && !u.disabled);
      if (!token || !user) return undefined;
      return {
        tokenId: token.id,
        kind: token.kind,
        userId: user.id,
        userName: user.userName,
        grade: user.grade,
        companyId: user.companyId,
        isDemo: user.isDemo,
        expiresAt: token.expiresAt,
      };
    },
    async deleteToken(tokenId: number) {
      const index = tokens.findIndex((t) => t.id === tokenId);
      if (index >= 0) tokens.splice(index, 1);
    },
    async deleteExpiredTokens(now: Date) {
      for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]!.expiresAt < now) tokens.splice(i, 1);
    },
    async roleGrants(userId: number) {
      return roleGrantsByUser[userId] ?? [];
    },
    async companyName(_companyId: number) {
      return undefined;
    },
    async failureCounts(keys: string[], windowStart: Date) {
      const out = new Map<string, { count: number; windowStart: Date }>();
      for (const key of keys) {
        const entry = limits.get(key);
        if (entry && entry.windowStart > windowStart) out.set(key, { ...entry });
      }
      return out;
    },
    async recordFailure(keys: string[], now: Date, windowStart: Date) {
      for (const key of keys) {
        const entry = limits.get(key);
        if (!entry || entry.windowStart <= windowStart) limits.set(key, { count: 1, windowStart: now });
        else entry.count += 1;
      }
    },
    async clearFailures(...keys: string[]) {
      for (const key of keys) limits.delete(key);
    },
  } satisfies AuthRepository;
  return { repo: repo as AuthRepository, tokens, limits };
}

const user = (id: number, userName: string, extra: Partial<UserRecord> = {}): UserRecord => ({
  id,
  userName,
  passwordHash,
  grade: 2,
  companyId: 7,
  isDemo: false,
  disabled: false,
  ...extra,
});

/** A clock the test moves by hand. */
function clock(start = Date.UTC(2025, 0, 1, 8, 0, 0)) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected an AppError');
}

const IP = '10.0.0.1';

describe('login', () => {
  it('succeeds with the right password and stores only the hash of the token', async () => {
    const c = clock();
    const { repo, tokens } = fakeRepo([user(1, 'alice')]);
    const service = createAuthService({ repo, now: c.now });
    const answer = await service.login({ userName: 'alice', password: PASSWORD }, IP);
    expect(answer.demo).toBe(false);
    expect(answer.expiresAt).toBe(new Date(c.now().getTime() + LOGIN_TOKEN_TTL_MS).toISOString());
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ tokenHash: hashToken(answer.token), kind: 'login', userId: 1, ip: IP });
    expect(tokens[0]!.tokenHash).not.toBe(answer.token);
  });

  it('user names match without regard to case', async () => {
    const { repo } = fakeRepo([user(1, 'Alice')]);
    const service = createAuthService({ repo });
    await expect(service.login({ userName: 'alice', password: PASSWORD }, IP)).resolves.toMatchObject({ demo: false });
  });

  it.each([
    ['unknown user', 'bob', PASSWORD, {}],
    ['wrong password', 'alice', 'Secret1234', {}],
    ['empty password', 'alice', '', {}],
    ['disabled user with the right password', 'alice', PASSWORD, { disabled: true }],
  ] as const)('%s: INVALID_CREDENTIALS and no token', async (_name, userName, password, extra) => {
    const { repo, tokens } = fakeRepo([user(1, 'alice', extra)]);
    const service = createAuthService({ repo });
    const error = await errorOf(service.login({ userName, password }, IP));
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(error.statusCode).toBe(401);
    expect(tokens).toHaveLength(0);
  });
});

describe('login throttle', () => {
  const { perAddressAndSubject: PER_PAIR, perAddress: PER_ADDRESS, windowMs: WINDOW_MS } = LOGIN_THROTTLE;
  const fail = (service: ReturnType<typeof createAuthService>, userName: string, ip = IP) =>
    errorOf(service.login({ userName, password: 'wrong1234' }, ip));
  /** A service whose slowed answers record their delay instead of waiting. */
  function throttled(users: UserRecord[], now?: () => Date) {
    const waits: number[] = [];
    const { repo, limits } = fakeRepo(users);
    const service = createAuthService({ repo, ...(now ? { now } : {}), wait: async (ms) => void waits.push(ms) });
    return { service, waits, limits };
  }

  it(`after ${PER_PAIR} failures the failing address is refused, even the right password`, async () => {
    const c = clock();
    const { service } = throttled([user(1, 'alice')], c.now);
    for (let i = 0; i < PER_PAIR - 1; i++) expect((await fail(service, 'alice')).code).toBe('INVALID_CREDENTIALS');
    // the failure that reaches the limit is still answered as a wrong password
    expect((await fail(service, 'alice')).code).toBe('INVALID_CREDENTIALS');
    const limited = await errorOf(service.login({ userName: 'alice', password: PASSWORD }, IP));
    expect(limited.code).toBe('RATE_LIMITED');
    expect(limited.statusCode).toBe(429);
    expect(limited.params.seconds).toBe(WINDOW_MS / 1000);
  });

  it('lets the owner in from an address that never failed, after a delay that grows with the failures', async () => {
    const { service, waits } = throttled([user(1, 'alice')]);
    for (let i = 0; i < PER_PAIR; i++) await fail(service, 'alice', '10.6.6.6');
    await expect(service.login({ userName: 'alice', password: PASSWORD }, '10.0.0.9')).resolves.toHaveProperty('token');
    expect(waits).toEqual([LOGIN_THROTTLE.firstDelayMs]);
  });

  it(`${PER_PAIR - 1} failures leave the address open`, async () => {
    const { service, waits } = throttled([user(1, 'alice')]);
    for (let i = 0; i < PER_PAIR - 1; i++) await fail(service, 'alice');
    await expect(service.login({ userName: 'alice', password: PASSWORD }, IP)).resolves.toHaveProperty('token');
    expect(waits).toEqual([]);
  });

  it('counts an account under any spelling of its name', async () => {
    const { service } = throttled([user(1, 'alice')]);
    for (let i = 0; i < PER_PAIR; i++) await fail(service, i % 2 ? 'ALICE' : 'Alice');
    expect((await errorOf(service.login({ userName: 'alice', password: PASSWORD }, IP))).code).toBe('RATE_LIMITED');
  });

  it('counts failures per account: the same address may still sign in to another account', async () => {
    const { service } = throttled([user(1, 'alice'), user(2, 'bob')]);
    for (let i = 0; i < PER_PAIR; i++) await fail(service, 'alice');
    expect((await fail(service, 'alice')).code).toBe('RATE_LIMITED');
    await expect(service.login({ userName: 'bob', password: PASSWORD }, IP)).resolves.toHaveProperty('token');
    expect((await fail(service, 'bob')).code).toBe('INVALID_CREDENTIALS');
  });

  it("a success clears this address's failures and the account's", async () => {
    const { service, limits } = throttled([user(1, 'alice')]);
    for (let i = 0; i < PER_PAIR - 1; i++) await fail(service, 'alice');
    await service.login({ userName: 'alice', password: PASSWORD }, IP);
    expect(limits.get('login:subject:alice')).toBeUndefined();
    expect(limits.get(`login:pair:alice@${IP}`)).toBeUndefined();
    for (let i = 0; i < PER_PAIR - 1; i++) expect((await fail(service, 'alice')).code).toBe('INVALID_CREDENTIALS');
    await expect(service.login({ userName: 'alice', password: PASSWORD }, IP)).resolves.toHaveProperty('token');
  });

  it(`refuses one address after ${PER_ADDRESS} failures across accounts, and that address alone`, async () => {
    const { service } = throttled([user(1, 'alice')]);
    for (let i = 0; i < PER_ADDRESS - 1; i++) expect((await fail(service, `user${i}`)).code).toBe('INVALID_CREDENTIALS');
    expect((await fail(service, 'another')).code).toBe('INVALID_CREDENTIALS');
    const limited = await errorOf(service.login({ userName: 'alice', password: PASSWORD }, IP));
    expect(limited.code).toBe('RATE_LIMITED');
    expect(Number(limited.params.seconds)).toBeGreaterThan(0);
    await expect(service.login({ userName: 'alice', password: PASSWORD }, '10.0.0.2')).resolves.toHaveProperty('token');
  });

  it('the refusal lifts once the window has passed', async () => {
    const c = clock();
    const { service } = throttled([user(1, 'alice')], c.now);
    for (let i = 0; i < PER_PAIR; i++) await fail(service, 'alice');
    c.advance(WINDOW_MS - 1500);
    expect((await errorOf(service.login({ userName: 'alice', password: PASSWORD }, IP))).params.seconds).toBe(2);
    c.advance(1499); // 1 ms before the window closes
    const limited = await errorOf(service.login({ userName: 'alice', password: PASSWORD }, IP));
    expect(limited.code).toBe('RATE_LIMITED');
    expect(limited.params.seconds).toBe(1);
    c.advance(1); // exactly one window after the first failure
    await expect(service.login({ userName: 'alice', password: PASSWORD }, IP)).resolves.toHaveProperty('token');
  });

  it('a new window starts after the old one: failures do not accumulate across windows', async () => {
    const c = clock();
    const { service } = throttled([user(1, 'alice')], c.now);
    for (let i = 0; i < PER_PAIR - 1; i++) await fail(service, 'alice');
    c.advance(WINDOW_MS);
    for (let i = 0; i < PER_PAIR - 1; i++) expect((await fail(service, 'alice')).code).toBe('INVALID_CREDENTIALS');
    await expect(service.login({ userName: 'alice', password: PASSWORD }, IP)).resolves.toHaveProperty('token');
  });
});

describe('authenticate', () => {
  it('returns undefined for an unknown token', async () => {
    const { repo } = fakeRepo([user(1, 'alice')]);
    const service = createAuthService({ repo });
    await expect(service.authenticate('no-such-token')).resolves.toBeUndefined();
  });

  it('returns the principal with merged grants for a login token', async () => {
    const { repo } = fakeRepo([user(1, 'alice', { grade: 3, companyId: 9 })], {
      1: [{ deviceList: ['view'], home: ['view'] }, { deviceList: ['export', 'view'] }],
    });
    const service = createAuthService({ repo });
    const { token } = await service.login({ userName: 'alice', password: PASSWORD }, IP);
    expect(await service.authenticate(token)).toEqual({
      kind: 'user',
      tokenId: 1,
      userId: 1,
      userName: 'alice',
      grade: 3,
      companyId: 9,
      demo: false,
      grants: { deviceList: ['export', 'view'], home: ['view'] },
    });
  });

  it('an expired token, a logged-out token and a share token authenticate nobody', async () => {
    const c = clock();
    const { repo } = fakeRepo([user(1, 'alice')]);
    const service = createAuthService({ repo, now: c.now });
    const { token } = await service.login({ userName: 'alice', password: PASSWORD }, IP);
    const principal = await service.authenticate(token);
    expect(principal).toBeDefined();
    c.advance(LOGIN_TOKEN_TTL_MS);
    await expect(service.authenticate(token)).resolves.toBeUndefined();

    const second = await service.login({ userName: 'alice', password: PASSWORD }, IP);
    const p2 = await service.authenticate(second.token);
    await service.logout(p2!, IP);
    await expect(service.authenticate(second.token)).resolves.toBeUndefined();

    await repo.insertToken({
      tokenHash: hashToken('share-token'),
      kind: 'share',
      userId: 1,
      expiresAt: new Date(c.now().getTime() + 60_000),
      ip: IP,
    });
    await expect(service.authenticate('share-token')).resolves.toBeUndefined();
  });
});

describe('demoLogin', () => {
  it('is off unless offered, even with a demo user', async () => {
    const { repo, tokens } = fakeRepo([user(2, 'demo', { isDemo: true })]);
    const service = createAuthService({ repo });
    expect((await errorOf(service.demoLogin(IP))).code).toBe('NOT_FOUND');
    await expect(service.demoAvailable()).resolves.toBe(false);
    expect(tokens).toHaveLength(0);
  });

  it('throws NOT_FOUND when there is no demo user', async () => {
    const { repo } = fakeRepo([user(1, 'alice')]);
    const service = createAuthService({ repo, demoLogin: true });
    expect((await errorOf(service.demoLogin(IP))).code).toBe('NOT_FOUND');
    await expect(service.demoAvailable()).resolves.toBe(false);
  });

  it('signs in as the demo user without a password', async () => {
    const { repo, tokens } = fakeRepo([user(1, 'alice'), user(2, 'demo', { isDemo: true })]);
    const service = createAuthService({ repo, demoLogin: true });
    const answer = await service.demoLogin(IP);
    expect(answer.demo).toBe(true);
    expect(tokens[0]).toMatchObject({ userId: 2, tokenHash: hashToken(answer.token) });
    await expect(service.demoAvailable()).resolves.toBe(true);
    expect((await service.authenticate(answer.token))?.demo).toBe(true);
  });
});
