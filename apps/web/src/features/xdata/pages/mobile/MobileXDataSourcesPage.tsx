import type { XDataSource } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, List, NavBar, Popup, SpinLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { formatTime } from '../../../../lib/format/formatTime';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { xdataApi } from '../../api/xdataApi';
import { QueryTable } from '../../components/QueryTable';

/** Data sources on a phone, read-only: the list; a tap shows the source's columns and its first rows full height. */
export function MobileXDataSourcesPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const sources = useQuery({ queryKey: ['xdata', 'sources'], queryFn: () => xdataApi.sources(client) });
  const [shown, setShown] = useState<XDataSource | undefined>();
  const preview = useQuery({
    queryKey: ['xdata', 'preview', shown?.id],
    queryFn: () => xdataApi.sourcePreview(client, shown!.id),
    enabled: !!shown,
  });
  if (sources.isLoading) return <SpinLoading style={{ margin: '48px auto' }} />;
  if ((sources.data?.length ?? 0) === 0) return <ErrorBlock status="empty" title={t('xdata:noSources')} description="" />;
  return (
    <>
      <List data-testid="xdata-source-list">
        {sources.data?.map((source) => (
          <List.Item
            key={source.id}
            description={[
              source.tableName,
              t('xdata:rowCount', { count: source.rowCount }),
              t('xdata:columnCount', { count: source.columns.length }),
              t('xdata:updatedAt', { time: formatTime(source.updatedAt) }),
            ].join(' · ')}
            onClick={() => setShown(source)}
            data-testid={`xdata-source-item-${source.id}`}
          >
            {source.name}
          </List.Item>
        ))}
      </List>
      <Popup visible={!!shown} onMaskClick={() => setShown(undefined)} bodyStyle={{ height: '100vh', overflowY: 'auto' }} destroyOnClose>
        <NavBar onBack={() => setShown(undefined)}>{shown?.name}</NavBar>
        {shown?.description && <div style={{ padding: '0 12px 8px', color: 'var(--adm-color-weak)' }}>{shown.description}</div>}
        <List header={t('xdata:columns')} data-testid="xdata-source-columns">
          {shown?.columns.map((column) => (
            <List.Item key={column.key} extra={t(`xdata:type.${column.type}`)}>
              {column.name}
            </List.Item>
          ))}
        </List>
        <List header={t('xdata:preview')} />
        <div style={{ padding: '0 8px 16px' }}>
          {preview.isLoading ? <SpinLoading style={{ margin: '24px auto' }} /> : <QueryTable result={preview.data} />}
        </div>
      </Popup>
    </>
  );
}
