import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { accountApi } from '../api/accountApi';
import { bindBody, type BindKind } from '../utils/bindTarget';

/** Send a code to a new phone or e-mail address, and save it with the code; the profile reloads after. */
export function useBind(kind: BindKind) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const sendCode = (value: string) => accountApi.sendBindCode(client, bindBody(kind, value));
  const save = useMutation({
    mutationFn: ({ value, code }: { value: string; code: string }): Promise<unknown> => {
      const body = bindBody(kind, value);
      return 'phone' in body ? accountApi.bindPhone(client, { ...body, code }) : accountApi.bindEmail(client, { ...body, code });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
  return { sendCode, save };
}
