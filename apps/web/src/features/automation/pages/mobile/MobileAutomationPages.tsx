import { describeCondition, type AlarmCondition } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DotLoading, Empty, List, Popup, Switch, Tag, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { useLanguage } from '../../../../lib/language/useLanguage';
import { usePermission } from '../../../access/hooks/usePermission';
import { automationApi } from '../../api/automationApi';

const ALL = { page: 1, pageSize: 200 };

interface Row {
  id: number;
  title: string;
  description: string;
  enabled?: boolean;
  /** What the detail popup shows, label -> text. */
  details: [string, ReactNode][];
}

/** A phone list of one automation kind: tap a row for its details, switch it on or off when the page allows edit. */
function AutomationList({
  testId,
  rows,
  loading,
  mayEdit,
  onToggle,
}: {
  testId: string;
  rows: Row[];
  loading: boolean;
  mayEdit: boolean;
  onToggle?: (id: number, enabled: boolean) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Row | null>(null);
  if (loading)
    return (
      <div style={{ textAlign: 'center', padding: 32 }}>
        <DotLoading />
      </div>
    );
  return (
    <div data-testid={testId}>
      {rows.length === 0 ? (
        <Empty description={t('automation:empty')} />
      ) : (
        <List>
          {rows.map((row) => (
            <List.Item
              key={row.id}
              data-testid={`${testId}-row-${row.id}`}
              description={row.description}
              onClick={() => setOpen(row)}
              extra={
                row.enabled === undefined ? undefined : (
                  <span onClick={(event) => event.stopPropagation()}>
                    <Switch
                      checked={row.enabled}
                      disabled={!mayEdit || !onToggle}
                      onChange={(on) => onToggle?.(row.id, on)}
                      data-testid={`${testId}-toggle-${row.id}`}
                    />
                  </span>
                )
              }
            >
              {row.title}
            </List.Item>
          ))}
        </List>
      )}
      <Popup visible={open !== null} onMaskClick={() => setOpen(null)} bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
        {open && (
          <List header={open.title}>
            {open.details.map(([label, value]) => (
              <List.Item key={label} extra={value}>
                {label}
              </List.Item>
            ))}
          </List>
        )}
      </Popup>
    </div>
  );
}

/** Switches a trigger or an assignment on or off, then reads the list again. */
function useToggle(key: string, update: (id: number, enabled: boolean) => Promise<unknown>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => update(id, enabled),
    onSuccess: () => {
      Toast.show({ content: t('access:feedback.saved') });
      void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

/** Phone: conditional triggers (/configure/configure_trigger), each switchable on and off. */
export function MobileTriggersPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const list = useQuery({ queryKey: ['triggers', ALL], queryFn: () => automationApi.triggers(client, ALL) });
  const toggle = useToggle('triggers', (id, enabled) => automationApi.updateTrigger(client, id, { enabled }));
  const rows: Row[] = (list.data?.items ?? []).map((tr) => ({
    id: tr.id,
    title: tr.name,
    description: `${tr.deviceName ?? ''} · ${tr.pointName ?? ''} ${describeCondition(tr.condition as AlarmCondition)}`,
    enabled: tr.enabled,
    details: [
      [t('automation:columns.device'), tr.deviceName],
      [t('automation:columns.point'), tr.pointName],
      [t('automation:columns.condition'), describeCondition(tr.condition as AlarmCondition)],
      [t('automation:columns.duration'), t('automation:seconds', { n: tr.minDurationMs / 1000 })],
    ],
  }));
  return (
    <AutomationList
      testId="mobile-triggers"
      rows={rows}
      loading={list.isLoading}
      mayEdit={usePermission('configure_trigger').can('edit')}
      onToggle={(id, enabled) => toggle.mutate({ id, enabled })}
    />
  );
}

/** Phone: assignments (/configure/configure_assignment), each switchable on and off. */
export function MobileAssignmentsPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const list = useQuery({ queryKey: ['assignments', ALL], queryFn: () => automationApi.assignments(client, ALL) });
  const toggle = useToggle('assignments', (id, enabled) => automationApi.updateAssignment(client, id, { enabled }));
  const rows: Row[] = (list.data?.items ?? []).map((a) => {
    const value = a.source === 'constant' ? String(a.value) : (a.sourcePointName ?? '');
    return {
      id: a.id,
      title: a.name,
      description: `${a.triggerName ?? ''} → ${a.targetPointName ?? ''} = ${value}`,
      enabled: a.enabled,
      details: [
        [t('automation:columns.trigger'), a.triggerName],
        [t('automation:columns.target'), a.targetPointName],
        [t('automation:columns.value'), value],
        [t('automation:columns.cooldown'), t('automation:seconds', { n: a.cooldownMs / 1000 })],
      ],
    };
  });
  return (
    <AutomationList
      testId="mobile-assignments"
      rows={rows}
      loading={list.isLoading}
      mayEdit={usePermission('configure_assignment').can('edit')}
      onToggle={(id, enabled) => toggle.mutate({ id, enabled })}
    />
  );
}

/** Phone: status tables (/configure/configure_status), read only. */
export function MobileStatusesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const list = useQuery({ queryKey: ['status-tables', ALL], queryFn: () => automationApi.statusTables(client, ALL) });
  const rows: Row[] = (list.data?.items ?? []).map((s) => ({
    id: s.id,
    title: s.name,
    description: s.entries.map((e) => `${e.value}=${language === 'en-US' ? e.en : e.zh}`).join(' · '),
    details: [
      ...s.entries.map((e): [string, ReactNode] => [String(e.value), <Tag key={e.value}>{language === 'en-US' ? e.en : e.zh}</Tag>]),
      [t('automation:statuses.points'), s.pointCount],
    ],
  }));
  return <AutomationList testId="mobile-statuses" rows={rows} loading={list.isLoading} mayEdit={false} />;
}
