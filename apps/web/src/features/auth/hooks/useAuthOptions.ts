import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { authApi } from '../api/authApi';

/** Public sign-in options: whether to offer the demo account. */
export function useAuthOptions() {
  const client = useApiClient();
  return useQuery({ queryKey: ['auth', 'options'], queryFn: () => authApi.options(client), retry: false, staleTime: 60_000 });
}
