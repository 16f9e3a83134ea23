import type { DictionaryEntry, RegisterRequest } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

/** Registration and the dictionaries its form picks from (labels come in the request's language). */
export const registrationApi = {
  industries: (client: ApiClient) => client.get<DictionaryEntry[]>('/dictionaries/industries'),
  customerTypes: (client: ApiClient) => client.get<DictionaryEntry[]>('/dictionaries/customer-types'),
  sendCode: (client: ApiClient, phone: string) => client.post<null>('/auth/register/code', { phone }),
  // Checked on blur: the form shows the answer under the field, so failures stay silent.
  validateUserName: (client: ApiClient, userName: string) =>
    client.post<{ available: boolean; message: string | null }>(
      '/auth/register/validate-username',
      { userName },
      { silent: true, background: true },
    ),
  // The form shows the failure itself (an alert, and field errors beside the fields).
  register: (client: ApiClient, body: RegisterRequest) => client.post<{ userId: number }>('/auth/register', body, { silent: true }),
};
