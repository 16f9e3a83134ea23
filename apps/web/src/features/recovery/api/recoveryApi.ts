import type { ApiClient } from '../../../lib/http/apiClient';

/**
 * Password recovery by a code sent to the account (by SMS to a phone, by e-mail to an address),
 * and "find my user name" (the names go by SMS, never in the answer). The forms show their own failures.
 */
export const recoveryApi = {
  sendCode: (client: ApiClient, account: string) => client.post<null>('/auth/reset/code', { account }),
  reset: (client: ApiClient, body: { account: string; code: string; password: string }) =>
    client.post<null>('/auth/reset', body, { silent: true }),
  sendFindUserNameCode: (client: ApiClient, phone: string) => client.post<null>('/auth/find-username/code', { phone }),
  findUserName: (client: ApiClient, body: { phone: string; code: string }) =>
    client.post<null>('/auth/find-username', body, { silent: true }),
};
