/** WeChat official-account web authorisation (OAuth 2, snsapi_base): the user's openid. */
export interface WechatConfig {
  appId: string;
  appSecret: string;
  /** https://api.weixin.qq.com by default; a local fake in tests. */
  apiBase: string;
  /** https://open.weixin.qq.com by default. */
  openBase: string;
}

export interface WechatProvider {
  authorizeUrl(redirectUri: string, state: string): string;
  /** The openid behind an authorisation code; throws WechatError when WeChat refuses. */
  openIdFor(code: string): Promise<string>;
}

export class WechatError extends Error {
  constructor(detail: string) {
    super(`wechat: ${detail}`);
    this.name = 'WechatError';
  }
}

export function wechatProvider(config: WechatConfig): WechatProvider {
  return {
    authorizeUrl(redirectUri, state) {
      const query = new URLSearchParams({
        appid: config.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_base',
        state,
      });
      return `${config.openBase.replace(/\/$/, '')}/connect/oauth2/authorize?${query}#wechat_redirect`;
    },
    async openIdFor(code) {
      const query = new URLSearchParams({ appid: config.appId, secret: config.appSecret, code, grant_type: 'authorization_code' });
      let body: { openid?: string; errcode?: number; errmsg?: string };
      try {
        const response = await fetch(`${config.apiBase.replace(/\/$/, '')}/sns/oauth2/access_token?${query}`, {
          signal: AbortSignal.timeout(10_000),
        });
        body = (await response.json()) as typeof body;
      } catch (error) {
        throw new WechatError(`request failed: ${(error as Error).message}`);
      }
      if (!body.openid) throw new WechatError(`${body.errcode ?? '?'} ${body.errmsg ?? 'no openid'}`);
      return body.openid;
    },
  };
}
