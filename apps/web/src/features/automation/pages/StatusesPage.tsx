import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useLanguage } from '../../../lib/language/useLanguage';
import { automationApi, type StatusTableBody, type StatusTableRow } from '../api/automationApi';
import { AutomationListPage } from '../components/AutomationListPage';
import { StatusTableFormModal } from '../components/StatusTableFormModal';
import { useAutomationList } from '../hooks/useAutomationList';
import { useAutomationSave } from '../hooks/useAutomationSave';

const PAGE = 'configure_status';

/** Statuses (/configure/configure_status): value-to-text tables; a point that references one shows its values as these words. */
export function StatusesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  // ?projectId=: the tables that project's points read (the configuration hub's link).
  const list = useAutomationList('status-tables', false, (query) => automationApi.statusTables.list(client, query));
  const [editing, setEditing] = useState<StatusTableRow | null | undefined>(undefined);
  const { save, remove } = useAutomationSave<StatusTableBody>(automationApi.statusTables);

  return (
    <AutomationListPage<StatusTableRow>
      page={PAGE}
      title={t('automation:statuses.title')}
      list="statuses"
      row="status"
      rows={list}
      withDevice={false}
      projectTestId="statuses-project"
      add={{ label: t('automation:statuses.add'), onClick: () => setEditing(null) }}
      columns={[
        {
          key: 'entries',
          title: t('automation:columns.entries'),
          render: (_v, row) => (
            <Space size={4} wrap>
              {row.entries.map((e) => (
                <Tag key={e.value}>{`${e.value} = ${language === 'en-US' ? e.en : e.zh}`}</Tag>
              ))}
            </Space>
          ),
        },
        { key: 'points', title: t('automation:statuses.points'), dataIndex: 'pointCount' },
      ]}
      onEdit={setEditing}
      onDelete={(row) => remove.mutateAsync(row.id)}
    >
      <StatusTableFormModal
        open={editing !== undefined}
        table={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => save.mutateAsync({ id: editing?.id, body })}
      />
    </AutomationListPage>
  );
}
