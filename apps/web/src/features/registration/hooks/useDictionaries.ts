import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { registrationApi } from '../api/registrationApi';
import { useLanguage } from '../../../lib/language/useLanguage';

/** Industries and customer types from the server, in the current language. */
export function useDictionaries() {
  const client = useApiClient();
  const language = useLanguage();
  const industries = useQuery({
    queryKey: ['dictionaries', 'industries', language],
    queryFn: () => registrationApi.industries(client),
    staleTime: Infinity,
  });
  const customerTypes = useQuery({
    queryKey: ['dictionaries', 'customer-types', language],
    queryFn: () => registrationApi.customerTypes(client),
    staleTime: Infinity,
  });
  return { industries, customerTypes };
}
