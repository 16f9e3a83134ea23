import { createHash, randomInt } from 'node:crypto';
import {
  CODE_DAILY_LIMIT,
  CODE_LENGTH,
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_INTERVAL_MS,
  CODE_TTL_MS,
  VERIFICATION_CODE_THROTTLE,
  isEmail,
  type CodePurpose,
  type Language,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { createThrottle, type FailureCounter, type ThrottleWait } from '../../lib/throttle.js';
import type { MailMessage, MailProvider } from '../../mail/provider.js';
import type { SmsProvider } from '../../sms/provider.js';
import type { VerificationRepository } from './verification.repository.js';

const TEXT: Record<Language, (code: string, minutes: number) => string> = {
  'zh-CN': (code, minutes) => `【Fieldlink】您的验证码是 ${code},${minutes} 分钟内有效。请勿告诉他人。`,
  'en-US': (code, minutes) => `[Fieldlink] Your verification code is ${code}, valid for ${minutes} minutes. Do not share it.`,
};

const MAIL: Record<Language, (code: string, minutes: number) => Omit<MailMessage, 'to'>> = {
  'zh-CN': (code, minutes) => ({
    subject: `Fieldlink 验证码 ${code}`,
    text: `您好:\n\n您的 Fieldlink 验证码是 ${code},${minutes} 分钟内有效。请勿告诉他人。\n\n如果这不是您本人的操作,请忽略此邮件。\n`,
  }),
  'en-US': (code, minutes) => ({
    subject: `Fieldlink verification code ${code}`,
    text: `Hello,\n\nYour Fieldlink verification code is ${code}, valid for ${minutes} minutes. Do not share it.\n\nIf you did not ask for it, ignore this e-mail.\n`,
  }),
};

/** The e-mail that carries a code to an address. */
export function codeMail(to: string, code: string, language: Language): MailMessage {
  return { to, ...MAIL[language](code, CODE_TTL_MS / 60_000) };
}

/** The code is stored hashed with its target and purpose, so a code is good only where it was sent. */
function codeHash(target: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${purpose}:${target}:${code}`).digest('hex');
}

/** Where burned codes are reported (the user log); optional so the service can be tested alone. */
export interface CodeAbuseRecorder {
  login(entry: { action: 'code_burned'; userId: null; userName: string; companyId: null; ip: string }): Promise<void>;
}

export function createVerificationService({
  repo,
  sms,
  mail,
  audit,
  limits,
  wait,
  now = () => new Date(),
}: {
  repo: VerificationRepository;
  sms: SmsProvider;
  /** Codes to e-mail addresses go this way; without it they cannot be sent (503). */
  mail?: MailProvider;
  audit?: CodeAbuseRecorder;
  /** Wrong codes counted per address (rate_limits); without them only the code's own tries count. */
  limits?: FailureCounter;
  wait?: ThrottleWait;
  now?: () => Date;
}) {
  // Wrong codes per address and target: one address's guesses never burn another's code (lib/throttle.ts).
  const throttle =
    limits && createThrottle({ counter: limits, policy: VERIFICATION_CODE_THROTTLE, prefix: 'code', now, ...(wait ? { wait } : {}) });
  return {
    /**
     * Sends a fresh code, by SMS to a phone or by e-mail to an address: at most one a minute and
     * 10 a day per target.
     */
    async send(target: string, purpose: CodePurpose, language: Language) {
      const at = now();
      const today = await repo.sentSince(target, new Date(at.getTime() - 24 * 3600 * 1000));
      if (today.count >= CODE_DAILY_LIMIT) throw new AppError('RATE_LIMITED', {}, 'error.codeDailyLimit');
      if (today.newest && at.getTime() - today.newest.getTime() < CODE_RESEND_INTERVAL_MS) {
        const seconds = Math.ceil((CODE_RESEND_INTERVAL_MS - (at.getTime() - today.newest.getTime())) / 1000);
        throw new AppError('RATE_LIMITED', { seconds }, 'error.codeTooSoon');
      }
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      await repo.insert({
        target,
        purpose,
        codeHash: codeHash(target, purpose, code),
        expiresAt: new Date(at.getTime() + CODE_TTL_MS),
        createdAt: at,
      });
      if (isEmail(target)) {
        try {
          if (!mail) throw new Error('no mail provider');
          await mail.send(codeMail(target, code, language));
        } catch {
          throw new AppError('SERVICE_UNAVAILABLE', {}, 'error.mailFailed');
        }
        return;
      }
      try {
        await sms.send({ phone: target, text: TEXT[language](code, CODE_TTL_MS / 60_000), params: { code } });
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', {}, 'error.smsFailed');
      }
    },

    /**
     * Consumes the code when it is right; otherwise counts the try and throws. An address that
     * keeps guessing is refused alone (429, the throttle); only after `CODE_MAX_WRONG_TRIES` from
     * everywhere is the code burned (the answer becomes 429, written to the user log) and a new one
     * must be sent.
     */
    async consume(target: string, purpose: CodePurpose, code: string, ip = '') {
      const subject = `${purpose}:${target}`;
      await throttle?.check(subject, ip);
      const at = now();
      const ok = await repo.guess(target, purpose, codeHash(target, purpose, code), at, CODE_MAX_WRONG_TRIES);
      if (ok) {
        await throttle?.succeeded(subject, ip);
        return;
      }
      await throttle?.failed(subject, ip);
      const attempts = await repo.liveAttempts(target, purpose, at);
      if (attempts !== undefined && attempts >= CODE_MAX_WRONG_TRIES) {
        await audit?.login({ action: 'code_burned', userId: null, userName: target, companyId: null, ip });
        throw new AppError('RATE_LIMITED', { seconds: Math.ceil(CODE_RESEND_INTERVAL_MS / 1000) }, 'error.codeBurned', 'code');
      }
      throw new AppError('BAD_REQUEST', {}, 'error.codeWrong', 'code');
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
