import { allowedPages, effectivePermissions, type Profile, type Shell } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { UserPrincipal } from '../auth/auth.service.js';
import type { AccountRepository } from './account.repository.js';

export function createAccountService({ repo }: { repo: AccountRepository }) {
  return {
    /** The profile (CONTRACT.md): who the user is and which pages and keys they have. */
    async profile(principal: UserPrincipal, shell: Shell): Promise<Profile> {
      const user = await repo.findProfile(principal.userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      const access = { grade: principal.grade, demo: principal.demo, grants: principal.grants };
      return {
        userId: user.id,
        userName: user.userName,
        phone: user.phone,
        email: user.email,
        userGuid: user.userGuid,
        avatarUrl: user.avatarUrl,
        grade: user.grade,
        companyId: user.companyId,
        companyName: user.companyName,
        logoText: user.logoText ?? user.companyName,
        demo: user.isDemo,
        pages: allowedPages(access, shell),
        permissions: effectivePermissions(access),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
