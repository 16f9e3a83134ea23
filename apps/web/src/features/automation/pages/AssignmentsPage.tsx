import { pointLabel } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useLanguage } from '../../../lib/language/useLanguage';
import { pointsApi } from '../../points';
import { automationApi, type AssignmentBody, type AssignmentRow } from '../api/automationApi';
import { AssignmentFormModal } from '../components/AssignmentFormModal';
import { AutomationListPage } from '../components/AutomationListPage';
import { EnabledTag } from '../components/EnabledTag';
import { useAutomationList } from '../hooks/useAutomationList';
import { useAutomationSave } from '../hooks/useAutomationSave';
import { pointShown } from '../utils/pointNames';

const PAGE = 'configure_assignment';

/** Assignments (/configure/configure_assignment): what a trigger writes when it fires, with a cooldown. */
export function AssignmentsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const list = useAutomationList('assignments', true, (query) => automationApi.assignments.list(client, query));
  const { projectId, deviceId } = list;
  const [editing, setEditing] = useState<AssignmentRow | null | undefined>(undefined);
  const [formTrigger, setFormTrigger] = useState<number | undefined>(undefined);
  const triggers = useQuery({
    queryKey: ['triggers', 'choices', projectId, deviceId],
    queryFn: () => automationApi.triggers.list(client, { page: 1, pageSize: 500, projectId, deviceId }),
  });
  const triggerList = triggers.data?.items ?? [];
  const formDevice = triggerList.find((tr) => tr.id === formTrigger)?.deviceId;
  const points = useQuery({
    queryKey: ['points', formDevice],
    queryFn: () => pointsApi.list(client, formDevice!),
    enabled: formDevice !== undefined,
  });
  const { save, remove, batch } = useAutomationSave<AssignmentBody>(automationApi.assignments);

  return (
    <AutomationListPage<AssignmentRow>
      page={PAGE}
      title={t('automation:assignments.title')}
      list="assignments"
      row="assignment"
      rows={list}
      withDevice
      projectTestId="automation-project"
      add={{ label: t('automation:assignments.add'), onClick: () => setEditing(null), disabled: triggerList.length === 0 }}
      batch={batch}
      columns={[
        { key: 'trigger', title: t('automation:columns.trigger'), dataIndex: 'triggerName' },
        {
          key: 'target',
          title: t('automation:columns.target'),
          render: (_v, row) => pointShown(row.targetPointName, row.targetPointDescription, language),
        },
        {
          key: 'value',
          title: t('automation:columns.value'),
          render: (_v, row) =>
            row.source === 'constant' ? (
              <code>{row.value}</code>
            ) : (
              <Tag>{pointShown(row.sourcePointName, row.sourcePointDescription, language)}</Tag>
            ),
        },
        {
          key: 'cooldown',
          title: t('automation:columns.cooldown'),
          render: (_v, row) => t('automation:seconds', { n: row.cooldownMs / 1000 }),
        },
        {
          key: 'lastWritten',
          title: t('automation:columns.lastWritten'),
          render: (_v, row) => (row.lastWrittenAt ? formatTime(row.lastWrittenAt) : '—'),
        },
        { key: 'enabled', title: t('automation:columns.enabled'), render: (_v, row) => <EnabledTag enabled={row.enabled} /> },
      ]}
      onEdit={setEditing}
      onDelete={(row) => remove.mutateAsync(row.id)}
    >
      <AssignmentFormModal
        open={editing !== undefined}
        assignment={editing ?? null}
        triggers={triggerList}
        points={(points.data?.items ?? []).map((p) => ({ id: p.id, name: pointLabel(p, language), writable: p.writable }))}
        onTrigger={setFormTrigger}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => save.mutateAsync({ id: editing?.id, body })}
      />
    </AutomationListPage>
  );
}
