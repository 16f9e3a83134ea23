import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { clientStorage } from '../../../lib/storage/clientStorage';
import { authApi } from '../api/authApi';
import { LOGIN_PATH } from '../utils/decideRoute';
import { savedProfile } from '../utils/savedProfile';

/** Clears what a session leaves behind: token, profile (pages, permissions), tags and items. */
export function clearSessionStorage(): void {
  clientStorage.remove('token', 'demoLogin', 'tagList', 'itemList');
  savedProfile.forget();
}

/** Logout (spec §4): tell the server, then clear the session and go to login. */
export function useLogout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await authApi.logout(client).catch(() => undefined);
    clearSessionStorage();
    queryClient.removeQueries({ queryKey: ['profile'] });
    queryClient.removeQueries({ queryKey: ['notices'] });
    void navigate(LOGIN_PATH, { replace: true });
  }, [client, queryClient, navigate]);
}
