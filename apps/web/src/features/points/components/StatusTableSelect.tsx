import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { pointsApi } from '../api/pointsApi';

/** The status table a point's values are shown with (the points editor); none: the point's own words. */
export function StatusTableSelect({ value, onChange }: { value?: number | null; onChange?: (id: number | null) => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const tables = useQuery({
    queryKey: ['status-tables', 'choices'],
    queryFn: () => pointsApi.statusTableChoices(client),
    retry: false,
  });
  return (
    <Select
      allowClear
      placeholder={t('automation:statuses.none')}
      value={value ?? undefined}
      onChange={(id?: number) => onChange?.(id ?? null)}
      options={(tables.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
      data-testid="point-form-status-table"
    />
  );
}
