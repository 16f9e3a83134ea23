import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { accountApi } from '../api/accountApi';
import { WECHAT_KEY } from './useAccountMutations';

/** Where WeChat sends the user back with ?code= after authorising: this app's /wechatBinding page. */
export function wechatReturnUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}#/wechatBinding`;
}

/** Starts binding (off to WeChat's authorize URL), binds a returned code, unbinds. */
export function useWechatBinding() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: WECHAT_KEY });
  const start = useMutation({
    mutationFn: () => accountApi.wechatAuthorizeUrl(client, wechatReturnUrl(window.location)),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const bind = useMutation({ mutationFn: (code: string) => accountApi.wechatBind(client, code), onSuccess: refresh });
  const unbind = useMutation({ mutationFn: () => accountApi.wechatUnbind(client), onSuccess: refresh });
  return { start, bind, unbind };
}
