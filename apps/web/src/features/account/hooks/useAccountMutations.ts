import type { AccountSettings } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { accountApi } from '../api/accountApi';

/** Reloads the profile (name, avatar, logo text) after the user changed it. */
function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['profile'] });
}

export function useChangeUserName() {
  const client = useApiClient();
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: (userName: string) => accountApi.changeUserName(client, userName), onSuccess: refresh });
}

export function useUploadAvatar() {
  const client = useApiClient();
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: (file: File) => accountApi.uploadAvatar(client, file, file.name),
    onSuccess: refresh,
  });
}

/**
 * The password form's save (spec §7 `editusernameandpwd`): with a new user name, the name and the
 * password change together (`PUT /account/credentials`); with the name left as it is, the password alone.
 */
export function useChangeCredentials(currentUserName: string | undefined) {
  const client = useApiClient();
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: ({ userName, ...body }: { oldPassword: string; userName?: string | undefined; password: string }) => {
      const name = userName?.trim();
      return name && name !== currentUserName
        ? accountApi.changeCredentials(client, { ...body, userName: name })
        : accountApi.changePassword(client, body);
    },
    onSuccess: refresh,
  });
}

export function useChangeLogoText() {
  const client = useApiClient();
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: (text: string) => accountApi.changeLogoText(client, text), onSuccess: refresh });
}

export const SETTINGS_KEY = ['account', 'settings'] as const;
export const WECHAT_KEY = ['wechat', 'status'] as const;

/** The push and pop-up switches; saving them may unbind WeChat (all push switches off). */
export function useAccountSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => accountApi.settings(client) });
  const save = useMutation({
    mutationFn: (body: AccountSettings) => accountApi.saveSettings(client, body),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(SETTINGS_KEY, body);
      if (answer?.wechatBound === false) void queryClient.invalidateQueries({ queryKey: WECHAT_KEY });
    },
  });
  return { settings, save };
}

export function useWechatStatus(enabled = true) {
  const client = useApiClient();
  return useQuery({ queryKey: WECHAT_KEY, queryFn: () => accountApi.wechatStatus(client), retry: false, enabled });
}
