import { AppError } from '../../lib/app-error.js';
import { WechatError, type WechatProvider } from '../../wechat/oauth.js';
import type { AccountRepository } from '../account/index.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';

/** Binding a user to their WeChat openid, so alarms can reach them through the official account. */
export function createWechatService({
  provider,
  repo,
  audit,
}: {
  provider: WechatProvider | undefined;
  repo: AccountRepository;
  audit: AuditService;
}) {
  const configured = () => {
    if (!provider) throw new AppError('ILLEGAL_STATE', {}, 'error.wechatNotConfigured');
    return provider;
  };

  return {
    async status(principal: UserPrincipal) {
      const user = await repo.findProfile(principal.userId);
      return { configured: provider !== undefined, bound: Boolean(user?.wechatOpenId) };
    },

    authorizeUrl(principal: UserPrincipal, redirect: string) {
      return { url: configured().authorizeUrl(redirect, String(principal.userId)) };
    },

    async bind(principal: UserPrincipal, actor: Actor, code: string) {
      const wechat = configured();
      const user = await repo.findProfile(principal.userId);
      if (user?.wechatOpenId) throw new AppError('CONFLICT', {}, 'error.wechatAlreadyBound');
      let openId: string;
      try {
        openId = await wechat.openIdFor(code);
      } catch (error) {
        if (error instanceof WechatError) throw new AppError('BAD_REQUEST', {}, 'error.wechatFailed');
        throw error;
      }
      const owner = await repo.findByWechat(openId);
      if (owner && owner.id !== principal.userId) throw new AppError('CONFLICT', {}, 'error.wechatTaken');
      await repo.updateUser(principal.userId, { wechatOpenId: openId });
      await audit.change(actor, { action: 'user.wechatBind', objectType: 'user', objectId: principal.userId });
      return { bound: true };
    },

    async unbind(principal: UserPrincipal, actor: Actor) {
      const user = await repo.findProfile(principal.userId);
      if (!user?.wechatOpenId) throw new AppError('CONFLICT', {}, 'error.wechatUnbindFailed');
      await repo.updateUser(principal.userId, { wechatOpenId: null });
      await audit.change(actor, { action: 'user.wechatUnbind', objectType: 'user', objectId: principal.userId });
      return { bound: false };
    },
  };
}

export type WechatService = ReturnType<typeof createWechatService>;
