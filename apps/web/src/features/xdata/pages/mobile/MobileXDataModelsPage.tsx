import type { XDataModel } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, List, NavBar, Popup, Selector, SpinLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { xdataApi } from '../../api/xdataApi';
import { QueryTable } from '../../components/QueryTable';

/** What a model joins: its tables, linked by the join sign when it has joins. */
function joinsOf(model: XDataModel): string {
  return model.tables.map((table) => table.name).join(model.joins.length === 0 ? ', ' : ' ⋈ ');
}

/** Data models on a phone, read-only: the list; a tap previews the joined tables (or one of its SQL views) full height. */
export function MobileXDataModelsPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const models = useQuery({ queryKey: ['xdata', 'models'], queryFn: () => xdataApi.models(client) });
  const [shown, setShown] = useState<{ model: XDataModel; view?: string } | undefined>();
  const preview = useQuery({
    queryKey: ['xdata', 'model-preview', shown?.model.id, shown?.view],
    queryFn: () => xdataApi.modelPreview(client, shown!.model.id, shown!.view),
    enabled: !!shown,
    retry: false,
  });
  if (models.isLoading) return <SpinLoading style={{ margin: '48px auto' }} />;
  if ((models.data?.length ?? 0) === 0) return <ErrorBlock status="empty" title={t('xdata:noModels')} description="" />;
  const rows = preview.data?.rows.length ?? 0;
  return (
    <>
      <List data-testid="xdata-model-list">
        {models.data?.map((model) => (
          <List.Item
            key={model.id}
            description={joinsOf(model)}
            onClick={() => setShown({ model })}
            data-testid={`xdata-model-item-${model.id}`}
          >
            {model.name}
          </List.Item>
        ))}
      </List>
      <Popup visible={!!shown} onMaskClick={() => setShown(undefined)} bodyStyle={{ height: '100vh', overflowY: 'auto' }} destroyOnClose>
        <NavBar onBack={() => setShown(undefined)}>{shown?.model.name}</NavBar>
        <div style={{ padding: '0 8px 16px' }}>
          {(shown?.model.views.length ?? 0) > 0 && (
            <Selector
              style={{ marginBottom: 8 }}
              value={[shown?.view ?? '']}
              options={[
                { value: '', label: t('xdata:joinedTables') },
                ...(shown?.model.views ?? []).map((view) => ({ value: view.name, label: view.name })),
              ]}
              onChange={([view]) => shown && view !== undefined && setShown({ model: shown.model, view: view || undefined })}
            />
          )}
          {preview.isLoading && <SpinLoading style={{ margin: '24px auto' }} />}
          {preview.error && <ErrorBlock status="default" title={(preview.error as Error).message} description="" />}
          {preview.data && (
            <>
              <div style={{ margin: '4px 4px 8px' }} data-testid="xdata-model-row-count" data-count={rows}>
                {preview.data.truncated && preview.data.cutAtBytes === undefined
                  ? t('xdata:previewRows')
                  : t('xdata:rowCount', { count: rows })}
              </div>
              <QueryTable result={preview.data} />
            </>
          )}
        </div>
      </Popup>
    </>
  );
}
