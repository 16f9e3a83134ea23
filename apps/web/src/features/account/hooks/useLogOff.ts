import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { clearSessionStorage, LOGIN_PATH } from '../../auth';
import { accountApi } from '../api/accountApi';

/** Log-off (spec §4): deletes the account with a code; the session is cleared only on success. */
export function useLogOff() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sendCode = () => accountApi.sendLogOffCode(client);
  const logOff = useMutation({
    mutationFn: (code: string) => accountApi.logOff(client, code),
    onSuccess: () => {
      clearSessionStorage();
      queryClient.removeQueries({ queryKey: ['profile'] });
      queryClient.removeQueries({ queryKey: ['notices'] });
      void navigate(LOGIN_PATH, { replace: true });
    },
  });
  return { sendCode, logOff };
}
