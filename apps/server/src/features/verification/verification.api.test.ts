import { CODE_DAILY_LIMIT, CODE_MAX_WRONG_TRIES } from '@fieldlink/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { logMailProvider } from '../../mail/log-provider.js';
import { logSmsProvider } from '../../sms/log-provider.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { createVerificationRepository, type VerificationRepository } from './verification.repository.js';
import { createVerificationService } from './verification.service.js';

describe.each(databaseKinds())('verification codes on %s', (kind) => {
  let t: TestApp;
  let repo: VerificationRepository;
  let clock = new Date('2026-11-21T08:00:00Z');
  let phoneSerial = 0;
  const phone = () => `138${String(++phoneSerial).padStart(8, '0')}`;
  const burned: string[] = [];
  const audit = { login: async (entry: { userName: string }) => void burned.push(entry.userName) };
  const service = () =>
    createVerificationService({ repo, audit, sms: logSmsProvider(pino({ level: 'silent' }), repo.outbox), now: () => clock });
  const lastCode = async (target: string) => /(\d{6})/.exec((await repo.readOutbox(target))[0]!.text)![1]!;
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const codeError = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (error: AppError) => error.messageKey ?? error.code,
    );

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    repo = createVerificationRepository(t.database.db);
  });
  afterAll(() => t.close());

  it('sends 6 digits that work once, for their target and purpose only', async () => {
    const target = phone();
    await service().send(target, 'register', 'zh-CN');
    const code = await lastCode(target);
    expect(code).toMatch(/^\d{6}$/);
    expect((await repo.readOutbox(target))[0]!.text).toContain('5 分钟内有效');
    expect(await codeError(service().consume(phone(), 'register', code))).toBe('error.codeWrong');
    expect(await codeError(service().consume(target, 'reset', code))).toBe('error.codeWrong');
    expect(await codeError(service().consume(target, 'register', code))).toBe('ok');
    expect(await codeError(service().consume(target, 'register', code))).toBe('error.codeWrong');
  });

  it('expires after 5 minutes', async () => {
    const target = phone();
    await service().send(target, 'register', 'en-US');
    const code = await lastCode(target);
    advance(5 * 60 * 1000 + 1);
    expect(await codeError(service().consume(target, 'register', code))).toBe('error.codeWrong');
  });

  it('sends at most one code a minute and 10 a day per target', async () => {
    const target = phone();
    await service().send(target, 'register', 'en-US');
    const tooSoon = await service()
      .send(target, 'register', 'en-US')
      .catch((error: AppError) => error);
    expect(tooSoon).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'error.codeTooSoon' });
    expect((tooSoon as AppError).params.seconds).toBeGreaterThan(0);
    for (let i = 1; i < CODE_DAILY_LIMIT; i++) {
      advance(61_000);
      await service().send(target, 'register', 'en-US');
    }
    advance(61_000);
    expect(await codeError(service().send(target, 'register', 'en-US'))).toBe('error.codeDailyLimit');
    advance(24 * 3600 * 1000);
    expect(await codeError(service().send(target, 'register', 'en-US'))).toBe('ok');
  });

  it(`burns a code after ${CODE_MAX_WRONG_TRIES} wrong tries from everywhere, even when they arrive at once, and answers 429 after that`, async () => {
    const target = phone();
    advance(61_000);
    await service().send(target, 'register', 'en-US');
    const code = await lastCode(target);
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = CODE_MAX_WRONG_TRIES + 7;
    const guesses = await Promise.all(Array.from({ length: tries }, () => codeError(service().consume(target, 'register', wrong))));
    expect(guesses.every((result) => result === 'error.codeWrong' || result === 'error.codeBurned')).toBe(true);
    expect(guesses.filter((result) => result === 'error.codeBurned').length).toBeGreaterThanOrEqual(tries - CODE_MAX_WRONG_TRIES);
    const late = await service()
      .consume(target, 'register', code)
      .catch((error: AppError) => error);
    expect(late).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'error.codeBurned' });
    expect(burned).toContain(target);
  });

  it('lets exactly one of many simultaneous right guesses through', async () => {
    const target = phone();
    advance(61_000);
    await service().send(target, 'register', 'en-US');
    const code = await lastCode(target);
    const results = await Promise.all(Array.from({ length: 8 }, () => codeError(service().consume(target, 'register', code))));
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
  });

  it(`allows ${CODE_MAX_WRONG_TRIES - 1} wrong tries and still takes the right code`, async () => {
    const target = phone();
    advance(61_000);
    await service().send(target, 'register', 'en-US');
    const code = await lastCode(target);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_WRONG_TRIES - 1; i++) await codeError(service().consume(target, 'register', wrong));
    expect(await codeError(service().consume(target, 'register', code))).toBe('ok');
  });

  it('e-mails a code to an address, bound to that address, and answers 503 when the mail cannot go', async () => {
    const withMail = createVerificationService({
      repo,
      sms: logSmsProvider(pino({ level: 'silent' }), repo.outbox),
      mail: logMailProvider(pino({ level: 'silent' }), repo.mailOutbox),
      now: () => clock,
    });
    await withMail.send('ann@plant.example.com', 'reset', 'en-US');
    const [mail] = await repo.readMailOutbox('ann@plant.example.com');
    const code = /(\d{6})/.exec(mail!.text)![1]!;
    expect(mail!.subject).toBe(`Fieldlink verification code ${code}`);
    expect(await repo.readOutbox('ann@plant.example.com')).toEqual([]);
    expect(await codeError(withMail.consume('bob@plant.example.com', 'reset', code))).toBe('error.codeWrong');
    expect(await codeError(withMail.consume('ann@plant.example.com', 'reset', code))).toBe('ok');

    const failing = createVerificationService({
      repo,
      sms: logSmsProvider(pino({ level: 'silent' }), repo.outbox),
      mail: { name: 'broken', send: async () => Promise.reject(new Error('smtp down')) },
      now: () => clock,
    });
    const failure = await failing.send('cy@plant.example.com', 'bind', 'en-US').catch((error: AppError) => error);
    expect(failure).toMatchObject({ code: 'SERVICE_UNAVAILABLE', messageKey: 'error.mailFailed', statusCode: 503 });
    expect(await codeError(service().send('dee@plant.example.com', 'bind', 'en-US'))).toBe('error.mailFailed');
  });
});
