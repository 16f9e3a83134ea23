import { useQuery } from '@tanstack/react-query';
import { DotLoading, Empty, List, Tag } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { formatTime } from '../../../../lib/format/formatTime';
import { sparePartsApi } from '../../api/sparePartsApi';
import { PARTS_QUERY_KEY } from '../../hooks/useApplicationActions';

/** Mobile /partsRecords: the latest stock movements. */
export function MobilePartsRecordsPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const list = useQuery({
    queryKey: [...PARTS_QUERY_KEY, 'records', 'mobile'],
    queryFn: () => sparePartsApi.movements(client, { page: 1, pageSize: 100 }),
  });
  if (list.isLoading) return <DotLoading />;
  const rows = list.data?.items ?? [];
  return (
    <List header={t('spareParts:records.movements')} data-testid="parts-records-mobile">
      {rows.length === 0 && <Empty />}
      {rows.map((row) => (
        <List.Item
          key={row.id}
          description={`${formatTime(row.at)}${row.orderNumber ? ` · ${row.orderNumber}` : ''}${row.byName ? ` · ${row.byName}` : ''}`}
          extra={
            <span>
              <Tag color={row.quantity > 0 ? 'success' : 'warning'}>{t(`spareParts:movement.${row.type}`)}</Tag>{' '}
              {row.quantity > 0 ? `+${row.quantity}` : row.quantity} → {row.balance}
            </span>
          }
        >
          {row.partCode} {row.partName}
        </List.Item>
      ))}
    </List>
  );
}
