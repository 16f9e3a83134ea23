import type { AuthOptions, LoginPublicKey, LoginRequest, LoginResponse, Profile, Shell } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

/** The auth and account endpoints (docs/API.md "HTTP API"). */
export const authApi = {
  // The login form shows its own failure inline, so these calls are silent.
  login: (client: ApiClient, body: LoginRequest) => client.post<LoginResponse>('/auth/login', body, { silent: true }),
  publicKey: (client: ApiClient) => client.get<LoginPublicKey>('/auth/public-key', { silent: true }),
  demoLogin: (client: ApiClient) => client.post<LoginResponse>('/auth/demo-login', undefined, { silent: true }),
  options: (client: ApiClient) => client.get<AuthOptions>('/auth/options', { silent: true, background: true }),
  logout: (client: ApiClient) => client.post<null>('/auth/logout', undefined, { silent: true }),
  profile: (client: ApiClient, shell: Shell) => client.get<Profile>('/account/profile', { query: { shell } }),
};
