import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { devicesApi } from '../../devices';

/** The device a desktop automation list is narrowed to (the caller's devices, of the project when one is chosen). */
export function DeviceFilter({
  value,
  projectId,
  onChange,
}: {
  value: number | undefined;
  projectId?: number | undefined;
  onChange(id: number | undefined): void;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const devices = useQuery({
    queryKey: ['devices', 'choices', projectId],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500, projectId }),
  });
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={t('automation:allDevices')}
      style={{ width: 220 }}
      value={value}
      options={(devices.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
      onChange={(id?: number) => onChange(id)}
      data-testid="automation-device"
    />
  );
}
