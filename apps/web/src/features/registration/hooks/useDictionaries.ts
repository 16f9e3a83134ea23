import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { registrationApi } from '../api/registrationApi';

/** Industries and customer types from the server, in the current language. */
export function useDictionaries() {
  const client = useApiClient();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
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
