import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { useProfile } from '../../auth';
import { companiesApi } from '../api/companiesApi';

/** Whether the signed-in user is the platform super user (who names the company of what they create). */
export function useIsSuperUser(): boolean {
  const shell = useShellKind();
  return useProfile(shell).data?.grade === 0;
}

/** A company select for the super user; others work in their own company and never see it. */
export function CompanyPicker({ value, onChange, testId }: { value?: number; onChange?: (id: number) => void; testId?: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const list = useQuery({ queryKey: ['companies', 'all'], queryFn: () => companiesApi.list(client, { page: 1, pageSize: 500 }, true) });
  return (
    <Select<number>
      value={value}
      onChange={(id) => onChange?.(id)}
      style={{ minWidth: 200 }}
      placeholder={t('spareParts:fields.company')}
      showSearch={{ optionFilterProp: 'label' }}
      data-testid={testId}
      options={(list.data?.items ?? []).map((company) => ({ value: company.id, label: company.name }))}
    />
  );
}
