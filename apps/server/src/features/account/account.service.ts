import {
  AVATAR_MAX_BYTES,
  DEFAULT_TIME_ZONE,
  allowedPages,
  effectivePermissions,
  normalizeAccount,
  type AccountSettings,
  type Language,
  type Profile,
  type Shell,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { imageKind, type FileStore } from '../../lib/files.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { VerificationService } from '../verification/index.js';
import type { AccountRepository } from './account.repository.js';

export const AVATAR_FOLDER = 'avatars';

export interface AccountServiceDeps {
  repo: AccountRepository;
  files?: FileStore;
  codes?: VerificationService;
  audit?: AuditService;
}

/** What a user binds to their account: the field, its "in use" message and the audit action. */
const BINDINGS = {
  phone: { taken: 'error.phoneInUse', action: 'user.bindPhone' },
  email: { taken: 'error.emailInUse', action: 'user.bindEmail' },
} as const;
type Binding = keyof typeof BINDINGS;

/** The signed-in user's own account: profile, name, avatar, logo text, phone and e-mail, settings, log-off. */
export function createAccountService({ repo, files, codes, audit }: AccountServiceDeps) {
  async function load(principal: UserPrincipal) {
    const user = await repo.findProfile(principal.userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  }

  /** The shared demo account binds nothing: a phone or e-mail on it would let anyone reset it. */
  function refuseDemo(principal: UserPrincipal) {
    if (principal.demo) throw new AppError('FORBIDDEN', {}, 'error.demoAccount');
  }

  async function refuseTaken(principal: UserPrincipal, field: Binding, value: string) {
    const taken = field === 'phone' ? await repo.phoneTaken(value, principal.userId) : await repo.emailTaken(value, principal.userId);
    if (taken) throw new AppError('CONFLICT', {}, BINDINGS[field].taken, field);
  }

  return {
    /** The profile (docs/API.md): who the user is and which pages and keys they have. */
    async profile(principal: UserPrincipal, shell: Shell): Promise<Profile> {
      const user = await load(principal);
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
        timeZone: user.timeZone ?? DEFAULT_TIME_ZONE,
        demo: user.isDemo,
        pages: allowedPages(access, shell),
        permissions: effectivePermissions(access),
      };
    },

    async rename(principal: UserPrincipal, actor: Actor, userName: string) {
      const user = await load(principal);
      if (await repo.userNameTaken(userName, principal.userId)) throw new AppError('CONFLICT', {}, 'validation.userNameTaken', 'userName');
      await repo.updateUser(principal.userId, { userName });
      await audit?.change(actor, {
        action: 'user.rename',
        objectType: 'user',
        objectId: principal.userId,
        before: { userName: user.userName },
        after: { userName },
      });
    },

    /** Stores a jpg or png of at most 3 MB, recognised by its content. */
    async setAvatar(principal: UserPrincipal, data: Buffer): Promise<string> {
      if (!files) throw new AppError('SERVICE_UNAVAILABLE');
      if (data.length > AVATAR_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', { max: '3 MB' }, 'error.fileTooLarge');
      const kind = imageKind(data);
      if (kind !== 'png' && kind !== 'jpg') throw new AppError('BAD_REQUEST', {}, 'error.fileType');
      const before = await load(principal);
      const name = await files.save(AVATAR_FOLDER, data, kind);
      const avatarUrl = `api/v1/files/${AVATAR_FOLDER}/${name}`;
      await repo.updateUser(principal.userId, { avatarUrl });
      const old = before.avatarUrl?.split('/').pop();
      if (old) await files.remove(AVATAR_FOLDER, old);
      return avatarUrl;
    },

    /** Company administrators set the logo text; empty goes back to the company name. */
    async setLogoText(principal: UserPrincipal, actor: Actor, text: string) {
      if (principal.demo) throw new AppError('FORBIDDEN', {}, 'error.demoAccount');
      if (principal.companyId === null || principal.grade > 1) throw new AppError('FORBIDDEN', {}, 'error.notCompanyAdmin');
      const logoText = text.trim() || null;
      await repo.setLogoText(principal.companyId, logoText);
      await audit?.change(actor, { action: 'company.logoText', objectType: 'company', objectId: principal.companyId, after: { logoText } });
      return { logoText };
    },

    async settings(principal: UserPrincipal) {
      const user = await load(principal);
      return { ...user.settings, wechatBound: user.wechatOpenId !== null };
    },

    /** Turning the last push switch off unbinds WeChat (spec §4). */
    async updateSettings(principal: UserPrincipal, patch: Partial<AccountSettings>) {
      const user = await load(principal);
      const settings = { ...user.settings, ...patch };
      const allPushOff = !settings.webVoiceAlarm && !settings.webSmsPush && !settings.wechatAlarm;
      await repo.updateUser(principal.userId, { settings, ...(allPushOff ? { wechatOpenId: null } : {}) });
      return { ...settings, wechatBound: allPushOff ? false : user.wechatOpenId !== null };
    },

    /** A code to the new phone or e-mail address, which no other user may have. */
    async sendBindCode(principal: UserPrincipal, target: { phone?: string | undefined; email?: string | undefined }, language: Language) {
      refuseDemo(principal);
      const field: Binding = target.phone !== undefined ? 'phone' : 'email';
      const value = normalizeAccount(target.phone ?? target.email ?? '');
      await refuseTaken(principal, field, value);
      if (!codes) throw new AppError('SERVICE_UNAVAILABLE');
      await codes.send(value, 'bind', language);
    },

    /**
     * Binds (or changes) the phone or e-mail address with the code sent to it. A taken one is
     * refused before the code is tried, so it does not cost a try.
     */
    async bind(principal: UserPrincipal, actor: Actor, field: Binding, input: { value: string; code: string }): Promise<string> {
      refuseDemo(principal);
      const value = normalizeAccount(input.value);
      const user = await load(principal);
      await refuseTaken(principal, field, value);
      if (!codes) throw new AppError('SERVICE_UNAVAILABLE');
      await codes.consume(value, 'bind', input.code, actor.ip);
      await repo.updateUser(principal.userId, { [field]: value });
      await audit?.change(actor, {
        action: BINDINGS[field].action,
        objectType: 'user',
        objectId: principal.userId,
        before: { [field]: user[field] },
        after: { [field]: value },
      });
      return value;
    },

    async sendLogOffCode(principal: UserPrincipal, language: Language) {
      const user = await load(principal);
      if (!user.phone) throw new AppError('BAD_REQUEST', {}, 'error.noPhone');
      await codes?.send(user.phone, 'logoff', language);
    },

    /** Deletes the caller's account after a code sent to their phone. */
    async logOff(principal: UserPrincipal, actor: Actor, code: string) {
      if (principal.grade === 0) throw new AppError('FORBIDDEN', {}, 'error.superUserLogOff');
      const user = await load(principal);
      if (!user.phone) throw new AppError('BAD_REQUEST', {}, 'error.noPhone');
      await codes?.consume(user.phone, 'logoff', code, actor.ip);
      await repo.deleteUser(principal.userId);
      await audit?.change(actor, {
        action: 'user.logOff',
        objectType: 'user',
        objectId: principal.userId,
        before: { userName: user.userName, phone: user.phone },
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
