import { createHash, randomInt } from 'node:crypto';
import {
  CODE_DAILY_LIMIT,
  CODE_LENGTH,
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_INTERVAL_MS,
  CODE_TTL_MS,
  type CodePurpose,
  type Language,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { SmsProvider } from '../../sms/provider.js';
import type { VerificationRepository } from './verification.repository.js';

const TEXT: Record<Language, (code: string, minutes: number) => string> = {
  'zh-CN': (code, minutes) => `【Fieldlink】您的验证码是 ${code},${minutes} 分钟内有效。请勿告诉他人。`,
  'en-US': (code, minutes) => `[Fieldlink] Your verification code is ${code}, valid for ${minutes} minutes. Do not share it.`,
};

/** The code is stored hashed with its target and purpose, so a code is good only where it was sent. */
function codeHash(target: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${purpose}:${target}:${code}`).digest('hex');
}

export function createVerificationService({
  repo,
  sms,
  now = () => new Date(),
}: {
  repo: VerificationRepository;
  sms: SmsProvider;
  now?: () => Date;
}) {
  return {
    /** Sends a fresh code: at most one a minute and 10 a day per target. */
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
      try {
        await sms.send({ phone: target, text: TEXT[language](code, CODE_TTL_MS / 60_000), params: { code } });
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', {}, 'error.smsFailed');
      }
    },

    /** Consumes the code when it is right; otherwise counts the try. Throws on a wrong code. */
    async consume(target: string, purpose: CodePurpose, code: string) {
      const ok = await repo.guess(target, purpose, codeHash(target, purpose, code), now(), CODE_MAX_WRONG_TRIES);
      if (!ok) throw new AppError('BAD_REQUEST', {}, 'error.codeWrong');
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
