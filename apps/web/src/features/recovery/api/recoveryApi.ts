import type { ApiClient } from '../../../lib/http/apiClient';

/** Password recovery by a code sent to the phone; the reset form shows its own failure. */
export const recoveryApi = {
  sendCode: (client: ApiClient, phone: string) => client.post<null>('/auth/reset/code', { phone }),
  reset: (client: ApiClient, body: { phone: string; code: string; password: string }) =>
    client.post<null>('/auth/reset', body, { silent: true }),
};
