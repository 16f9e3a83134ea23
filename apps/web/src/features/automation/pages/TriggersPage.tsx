import { describeCondition, pointLabel, type AlarmCondition } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';

import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useLanguage } from '../../../lib/language/useLanguage';
import { pointsApi } from '../../points';
import { automationApi, type TriggerBody, type TriggerRow } from '../api/automationApi';
import { AutomationListPage } from '../components/AutomationListPage';
import { EnabledTag } from '../components/EnabledTag';
import { TriggerFormModal } from '../components/TriggerFormModal';
import { useAutomationList } from '../hooks/useAutomationList';
import { useAutomationSave } from '../hooks/useAutomationSave';
import { pointShown } from '../utils/pointNames';

const PAGE = 'configure_trigger';

/** Conditional triggers (/configure/configure_trigger): conditions on a device's points, held for a duration. */
export function TriggersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const list = useAutomationList('triggers', true, (query) => automationApi.triggers.list(client, query));
  const { deviceId } = list;
  const [editing, setEditing] = useState<TriggerRow | null | undefined>(undefined);
  const pointsDevice = editing ? editing.deviceId : deviceId;
  const points = useQuery({
    queryKey: ['points', pointsDevice],
    queryFn: () => pointsApi.list(client, pointsDevice!),
    enabled: pointsDevice !== undefined,
  });
  const pointList = (points.data?.items ?? []).map((p) => ({ id: p.id, name: pointLabel(p, language) }));
  const { save, remove, batch } = useAutomationSave<TriggerBody>(automationApi.triggers);

  return (
    <AutomationListPage<TriggerRow>
      page={PAGE}
      title={t('automation:triggers.title')}
      list="triggers"
      row="trigger"
      rows={list}
      withDevice
      projectTestId="automation-project"
      add={{
        label: t('automation:triggers.add'),
        onClick: () => setEditing(null),
        disabled: deviceId === undefined,
        hint: t('automation:triggers.pickDevice'),
      }}
      batch={batch}
      columns={[
        { key: 'device', title: t('automation:columns.device'), dataIndex: 'deviceName' },
        {
          key: 'point',
          title: t('automation:columns.point'),
          render: (_v, row) => pointShown(row.pointName, row.pointDescription, language),
        },
        {
          key: 'condition',
          title: t('automation:columns.condition'),
          render: (_v, row) => <code>{describeCondition(row.condition as AlarmCondition)}</code>,
        },
        {
          key: 'duration',
          title: t('automation:columns.duration'),
          render: (_v, row) => t('automation:seconds', { n: row.minDurationMs / 1000 }),
        },
        {
          key: 'enabled',
          title: t('automation:columns.enabled'),
          render: (_v, row) => <EnabledTag enabled={row.enabled} />,
        },
      ]}
      onEdit={setEditing}
      onDelete={(row) => remove.mutateAsync(row.id)}
    >
      <TriggerFormModal
        open={editing !== undefined}
        trigger={editing ?? null}
        points={pointList}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => save.mutateAsync({ id: editing?.id, body })}
      />
    </AutomationListPage>
  );
}
