import { absoluteLink, type NotificationChannel } from './channel.js';

export interface WechatTemplateConfig {
  appId: string;
  appSecret: string;
  /** https://api.weixin.qq.com by default; a local fake in tests. */
  apiBase: string;
  /** The official account's alarm template (WECHAT_ALARM_TEMPLATE_ID). */
  templateId: string;
}

/**
 * WeChat official-account template messages: an access token from `/cgi-bin/token` (kept until a
 * minute before it expires, fetched again when WeChat says it is invalid), then
 * `/cgi-bin/message/template/send` to the user's openid.
 */
export function wechatChannel(
  config: WechatTemplateConfig,
  { publicUrl, now = () => Date.now() }: { publicUrl?: string | undefined; now?: () => number } = {},
): NotificationChannel {
  const base = config.apiBase.replace(/\/$/, '');
  let token: { value: string; until: number } | undefined;

  async function call<T extends { errcode?: number; errmsg?: string }>(url: string, init?: RequestInit): Promise<T> {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`wechat answered ${response.status}`);
    return (await response.json()) as T;
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > now()) return token.value;
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: config.appId, secret: config.appSecret });
    const body = await call<{ access_token?: string; expires_in?: number; errcode?: number; errmsg?: string }>(
      `${base}/cgi-bin/token?${query}`,
    );
    if (!body.access_token) throw new Error(`wechat token: ${body.errcode ?? '?'} ${body.errmsg ?? ''}`.trim());
    token = { value: body.access_token, until: now() + Math.max(0, (body.expires_in ?? 7200) - 60) * 1000 };
    return token.value;
  }

  async function sendOnce(openId: string, payload: object) {
    const value = await accessToken();
    return call<{ errcode?: number; errmsg?: string }>(`${base}/cgi-bin/message/template/send?access_token=${encodeURIComponent(value)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ touser: openId, ...payload }),
    });
  }

  return {
    name: 'wechat',
    address: (destination) => (destination.kind === 'user' ? destination.wechatOpenId : null),
    async send(destination, outgoing) {
      if (destination.kind !== 'user' || !destination.wechatOpenId) throw new Error('no WeChat binding');
      const url = absoluteLink(publicUrl, outgoing.link);
      const payload = {
        template_id: config.templateId,
        ...(url ? { url } : {}),
        data: {
          first: { value: outgoing.title },
          keyword1: { value: outgoing.title },
          keyword2: { value: new Date(now()).toISOString().replace('T', ' ').slice(0, 19) },
          remark: { value: outgoing.body.slice(0, 200) },
        },
      };
      let answer = await sendOnce(destination.wechatOpenId, payload);
      // 40001/42001: the token is invalid or expired (another holder refreshed it); once more with a new one.
      if (answer.errcode === 40001 || answer.errcode === 42001) {
        token = undefined;
        answer = await sendOnce(destination.wechatOpenId, payload);
      }
      if (answer.errcode) throw new Error(`wechat template: ${answer.errcode} ${answer.errmsg ?? ''}`.trim());
    },
  };
}
