import type { LoginRequest, LoginResponse } from '@fieldlink/domain';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { clientStorage } from '../../../lib/storage/clientStorage';
import { authApi } from '../api/authApi';
import { afterLoginPath } from '../utils/decideRoute';

export type LoginInput = { kind: 'password'; request: LoginRequest; remember: boolean } | { kind: 'demo' };

/**
 * Signs in (spec §4): stores the token and the demo flag, keeps or forgets the user name according
 * to "remember me" (never the password), then goes to the rederect target or home.
 */
export function useLogin() {
  const client = useApiClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return useMutation<LoginResponse, Error, LoginInput>({
    mutationFn: (input) => (input.kind === 'demo' ? authApi.demoLogin(client) : authApi.login(client, input.request)),
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
