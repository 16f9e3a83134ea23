import type { LoginRequest, LoginResponse } from '@fieldlink/domain';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { clientStorage } from '../../../lib/storage/clientStorage';
import { authApi } from '../api/authApi';
import { afterLoginPath } from '../utils/decideRoute';
import { protectLoginRequest } from '../utils/protectLoginRequest';

export type LoginInput = { kind: 'password'; request: LoginRequest; remember: boolean } | { kind: 'demo' };

/**
 * Signs in (spec §4; on a plain-http page with the password encrypted, protectLoginRequest.ts): stores the token and the demo flag, keeps or forgets the user name according
 * to "remember me" (never the password), then goes to the rederect target or home.
 */
export function useLogin() {
  const client = useApiClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return useMutation<LoginResponse, Error, LoginInput>({
    mutationFn: async (input) => {
      if (input.kind === 'demo') return authApi.demoLogin(client);
      const request = await protectLoginRequest(input.request, {
        secureContext: window.isSecureContext,
        fetchKey: () => authApi.publicKey(client),
      });
      return authApi.login(client, request);
    },
    onSuccess: (result, input) => {
      if (input.kind === 'password') {
        if (input.remember) {
          clientStorage.set('remember', '1');
          clientStorage.set('userName', input.request.userName);
        } else {
          clientStorage.remove('remember', 'userName');
        }
      }
      clientStorage.set('demoLogin', result.demo ? '1' : '0');
      clientStorage.set('token', result.token);
      void navigate(afterLoginPath(search.get('rederect')), { replace: true });
    },
  });
}
