import type { Language, RegisterRequest } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { SmsProvider } from '../../sms/provider.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { VerificationService } from '../verification/index.js';
import type { RegistrationRepository } from './registration.repository.js';

const ADMIN_ROLE: Record<Language, string> = { 'zh-CN': '公司管理员', 'en-US': 'Administrator' };

/** The text message that answers "find my user name". */
export const USER_NAMES_TEXT: Record<Language, (names: string[]) => string> = {
  'zh-CN': (names) => `【Fieldlink】该手机号绑定的用户名:${names.join('、')}。如非本人操作,请忽略。`,
  'en-US': (names) => `[Fieldlink] User names for this number: ${names.join(', ')}. If you did not ask, ignore this message.`,
};

export function createRegistrationService({
  repo,
  codes,
  audit,
  sms,
}: {
  repo: RegistrationRepository;
  codes: VerificationService;
  audit: AuditService;
  /** Where "find my user name" sends the names. */
  sms?: SmsProvider;
}) {
  return {
    async sendRegisterCode(phone: string, language: Language) {
      if (await repo.findByPhone(phone)) throw new AppError('CONFLICT', {}, 'error.phoneTaken', 'phone');
      await codes.send(phone, 'register', language);
    },

    async userNameAvailable(userName: string) {
      return !(await repo.userNameTaken(userName));
    },

    /**
     * A newcomer registers: their company, an administrator role over it, and their account. The
     * checks that need no code come first, so a taken name does not burn the code.
     */
    async register(input: RegisterRequest, actor: Actor, language: Language) {
      if (await repo.userNameTaken(input.userName)) throw new AppError('CONFLICT', {}, 'validation.userNameTaken', 'userName');
      if (await repo.findByPhone(input.phone)) throw new AppError('CONFLICT', {}, 'error.phoneTaken', 'phone');
      await codes.consume(input.phone, 'register', input.code, actor.ip);
      const created = await repo.createCompanyWithAdmin({
        ...input,
        passwordHash: await hashPassword(input.password),
        roleName: ADMIN_ROLE[language],
      });
      await audit.change(
        { ...actor, userId: created.userId, userName: input.userName, companyId: created.companyId },
        {
          action: 'user.register',
          objectType: 'user',
          objectId: created.userId,
          after: { userName: input.userName, phone: input.phone, companyName: input.companyName },
        },
      );
      return { userId: created.userId };
    },

    /**
     * A reset code to an account (a phone, or an e-mail address; normalized by the caller). Always
     * the same answer, whether or not the account belongs to someone.
     */
    async sendResetCode(account: string, language: Language) {
      if (await repo.findByAccount(account)) await codes.send(account, 'reset', language);
    },

    async resetPassword(input: { account: string; code: string; password: string }, actor: Actor) {
      await codes.consume(input.account, 'reset', input.code, actor.ip);
      const user = await repo.findByAccount(input.account);
      // A code is only ever sent to a registered account, so a consumed code has a user behind it.
      if (!user) throw new AppError('BAD_REQUEST', {}, 'error.codeWrong', 'code');
      await repo.setPassword(user.id, await hashPassword(input.password));
      await audit.change(
        { ...actor, userId: user.id, userName: user.userName, companyId: user.companyId },
        { action: 'user.resetPasswordByCode', objectType: 'user', objectId: user.id },
      );
    },

    /** Step 1 of "find my user name": a code to the phone, the same answer whether or not it is known. */
    async sendFindUserNameCode(phone: string, language: Language) {
      if ((await repo.userNamesByPhone(phone)).length > 0) await codes.send(phone, 'username', language);
    },

    /**
     * Step 2: with the right code, the phone's user names go to it by SMS; they never appear in the
     * HTTP answer. An unknown phone never had a code, so it gets the wrong-code answer as any guess.
     */
    async sendUserNames(input: { phone: string; code: string }, actor: Actor, language: Language) {
      await codes.consume(input.phone, 'username', input.code, actor.ip);
      const names = await repo.userNamesByPhone(input.phone);
      if (names.length === 0) throw new AppError('BAD_REQUEST', {}, 'error.codeWrong', 'code');
      try {
        if (!sms) throw new Error('no SMS provider');
        await sms.send({ phone: input.phone, text: USER_NAMES_TEXT[language](names), params: { userNames: names.join(',') } });
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', {}, 'error.smsFailed');
      }
    },

    /** Changes the caller's own password; their other sessions end, this one stays. */
    async changePassword(principal: UserPrincipal, actor: Actor, input: { oldPassword: string; password: string }) {
      const hash = await repo.passwordHashOf(principal.userId);
      if (!hash || !(await verifyPassword(input.oldPassword, hash)))
        throw new AppError('BAD_REQUEST', {}, 'error.oldPasswordWrong', 'oldPassword');
      await repo.setPassword(principal.userId, await hashPassword(input.password), principal.tokenId);
      await audit.change(actor, { action: 'user.changePassword', objectType: 'user', objectId: principal.userId });
    },

    /** Spec §7 `editusernameandpwd`: a new user name and password together, with the current password. */
    async changeCredentials(principal: UserPrincipal, actor: Actor, input: { oldPassword: string; userName: string; password: string }) {
      const hash = await repo.passwordHashOf(principal.userId);
      if (!hash || !(await verifyPassword(input.oldPassword, hash)))
        throw new AppError('BAD_REQUEST', {}, 'error.oldPasswordWrong', 'oldPassword');
      if (await repo.userNameTakenByOther(input.userName, principal.userId))
        throw new AppError('CONFLICT', {}, 'validation.userNameTaken', 'userName');
      const before = await repo.userNameOf(principal.userId);
      await repo.setCredentials(principal.userId, input.userName, await hashPassword(input.password), principal.tokenId);
      await audit.change(actor, {
        action: 'user.changeCredentials',
        objectType: 'user',
        objectId: principal.userId,
        before: { userName: before },
        after: { userName: input.userName },
      });
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
