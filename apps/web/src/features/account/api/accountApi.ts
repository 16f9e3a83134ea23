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

/** The signed-in user's own account: name, avatar, password, logo text, push switches, log-off, WeChat. */
export const accountApi = {
  changePassword: (client: ApiClient, body: { oldPassword: string; password: string }) => client.post<null>('/account/password', body),
  changeUserName: (client: ApiClient, userName: string) => client.put<null>('/account/user-name', { userName }),
  uploadAvatar: (client: ApiClient, file: Blob, fileName: string) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return client.post<{ avatarUrl: string }>('/account/avatar', form);
  },
  changeLogoText: (client: ApiClient, text: string) => client.put<null>('/account/logo-text', { text }),
  settings: (client: ApiClient) => client.get<AccountSettings>('/account/settings'),
  saveSettings: (client: ApiClient, body: AccountSettings) => client.put<SettingsAnswer>('/account/settings', body),
  sendLogOffCode: (client: ApiClient) => client.post<null>('/account/log-off/code'),
  logOff: (client: ApiClient, code: string) => client.post<null>('/account/log-off', { code }),
  wechatStatus: (client: ApiClient) => client.get<WechatStatus>('/wechat/status'),
  wechatAuthorizeUrl: (client: ApiClient, redirect: string) =>
    client.get<{ url: string }>('/wechat/authorize-url', { query: { redirect } }),
  wechatBind: (client: ApiClient, code: string) => client.post<null>('/wechat/bind', { code }),
  wechatUnbind: (client: ApiClient) => client.post<null>('/wechat/unbind'),
};
