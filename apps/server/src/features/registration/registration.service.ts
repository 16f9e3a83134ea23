import type { Language, RegisterRequest } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { UserPrincipal } from '../auth/auth.service.js';
import type { VerificationService } from '../verification/verification.service.js';
import type { RegistrationRepository } from './registration.repository.js';

const ADMIN_ROLE: Record<Language, string> = { 'zh-CN': '公司管理员', 'en-US': 'Administrator' };

export function createRegistrationService({
  repo,
  codes,
  audit,
}: {
  repo: RegistrationRepository;
  codes: VerificationService;
  audit: AuditService;
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

    /** Always the same answer, whether or not the phone belongs to someone. */
    async sendResetCode(phone: string, language: Language) {
      if (await repo.findByPhone(phone)) await codes.send(phone, 'reset', language);
    },

    async resetPassword(input: { phone: string; code: string; password: string }, actor: Actor) {
      await codes.consume(input.phone, 'reset', input.code, actor.ip);
      const user = await repo.findByPhone(input.phone);
      // A code is only ever sent to a registered phone, so a consumed code has a user behind it.
      if (!user) throw new AppError('BAD_REQUEST', {}, 'error.codeWrong', 'code');
      await repo.setPassword(user.id, await hashPassword(input.password));
      await audit.change(
        { ...actor, userId: user.id, userName: user.userName, companyId: user.companyId },
        { action: 'user.resetPasswordByCode', objectType: 'user', objectId: user.id },
      );
    },

    /** Changes the caller's own password; their other sessions end, this one stays. */
    async changePassword(principal: UserPrincipal, actor: Actor, input: { oldPassword: string; password: string }) {
      const hash = await repo.passwordHashOf(principal.userId);
      if (!hash || !(await verifyPassword(input.oldPassword, hash)))
        throw new AppError('BAD_REQUEST', {}, 'error.oldPasswordWrong', 'oldPassword');
      await repo.setPassword(principal.userId, await hashPassword(input.password), principal.tokenId);
      await audit.change(actor, { action: 'user.changePassword', objectType: 'user', objectId: principal.userId });
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
