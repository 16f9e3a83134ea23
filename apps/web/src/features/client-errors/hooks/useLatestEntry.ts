import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { clientErrorsApi, type ClientErrorEntry } from '../api/clientErrorsApi';

/** The newest report of a group (for its detail drawer); null while none is chosen or loaded. */
export function useLatestEntry(fingerprint: string | null): ClientErrorEntry | null {
  const client = useApiClient();
  const latest = useQuery({
    queryKey: ['client-errors', 'latest', fingerprint],
    queryFn: () => clientErrorsApi.entries(client, { page: 1, pageSize: 1, fingerprint: fingerprint ?? undefined }),
    enabled: fingerprint !== null,
  });
  return (fingerprint !== null && latest.data?.items[0]) || null;
}
