import type { AccountSettings } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

export interface SettingsAnswer extends AccountSettings {
  /** Present after a change: turning every push switch off unbinds WeChat. */
  wechatBound?: boolean;
}

export interface WechatStatus {
  configured: boolean;
  bound: boolean;
}

/** The signed-in user's own account: name, avatar, password, phone, e-mail, logo text, push switches, log-off, WeChat. */
export const accountApi = {
  changePassword: (client: ApiClient, body: { oldPassword: string; password: string }) => client.post<null>('/account/password', body),
  changeCredentials: (client: ApiClient, body: { oldPassword: string; userName: string; password: string }) =>
    client.put<null>('/account/credentials', body),
  changeUserName: (client: ApiClient, userName: string) => client.put<null>('/account/user-name', { userName }),
  uploadAvatar: (client: ApiClient, file: Blob, fileName: string) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return client.post<{ avatarUrl: string }>('/account/avatar', form);
  },
  changeLogoText: (client: ApiClient, text: string) => client.put<null>('/account/logo-text', { text }),
  settings: (client: ApiClient) => client.get<AccountSettings>('/account/settings'),
  saveSettings: (client: ApiClient, body: AccountSettings) => client.put<SettingsAnswer>('/account/settings', body),
  // Binding: the forms show field failures in place (409 taken, wrong code), so saving is silent.
  sendBindCode: (client: ApiClient, target: { phone: string } | { email: string }) => client.post<null>('/account/bind/code', target),
  bindPhone: (client: ApiClient, body: { phone: string; code: string }) =>
    client.put<{ phone: string }>('/account/phone', body, { silent: true }),
  bindEmail: (client: ApiClient, body: { email: string; code: string }) =>
    client.put<{ email: string }>('/account/email', body, { silent: true }),
  sendLogOffCode: (client: ApiClient) => client.post<null>('/account/log-off/code'),
  logOff: (client: ApiClient, code: string) => client.post<null>('/account/log-off', { code }),
  wechatStatus: (client: ApiClient) => client.get<WechatStatus>('/wechat/status'),
  wechatAuthorizeUrl: (client: ApiClient, redirect: string) =>
    client.get<{ url: string }>('/wechat/authorize-url', { query: { redirect } }),
  wechatBind: (client: ApiClient, code: string) => client.post<null>('/wechat/bind', { code }),
  wechatUnbind: (client: ApiClient) => client.post<null>('/wechat/unbind'),
};
