import { describeCondition, type AlarmCondition } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DotLoading, Empty, List, Popup, Switch, Tag, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { useLanguage } from '../../../../lib/language/useLanguage';
import { pointShown } from '../../utils/pointNames';
import { useBatchDelete, type BatchDelete } from '../../../../lib/list/useBatchDelete';
import { MobileBatchDelete, selectableRow } from '../../../../ui/MobileBatchDelete';
import { usePermission } from '../../../access';
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

/**
 * A phone list of one automation kind: tap a row for its details, switch it on or off when the page
 * allows edit; with `batch`, a select mode deletes several at once (the page's delete key).
 */
function AutomationList({
  testId,
  rows,
  loading,
  mayEdit,
  onToggle,
  batch,
}: {
  testId: string;
  rows: Row[];
  loading: boolean;
  mayEdit: boolean;
  onToggle?: (id: number, enabled: boolean) => void;
  batch?: { page: string; state: BatchDelete };
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Row | null>(null);
  const [selecting, setSelecting] = useState(false);
  if (loading)
    return (
      <div style={{ textAlign: 'center', padding: 32 }}>
        <DotLoading />
      </div>
    );
  return (
    <div data-testid={testId}>
      {mayEdit && (
        // Creating and editing live on the desktop (condition and target forms); say so rather than leave the user looking.
        <div style={{ padding: '8px 12px 0', color: 'var(--adm-color-weak)', fontSize: 13 }} data-testid="automation-desktop-note">
          {t('automation:mobileDesktopNote')}
        </div>
      )}
      {batch && rows.length > 0 && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '8px 12px' }}>
          <MobileBatchDelete
            page={batch.page}
            batch={batch.state}
            ids={rows.map((row) => row.id)}
            selecting={selecting}
            onSelecting={setSelecting}
            testId={`${testId}-batch-delete`}
          />
        </div>
      )}
      {rows.length === 0 ? (
        <Empty description={t('automation:empty')} />
      ) : (
        <List>
          {rows.map((row) => (
            <List.Item
              key={row.id}
              data-testid={`${testId}-row-${row.id}`}
              arrowIcon={!selecting}
              description={row.description}
              {...(batch ? selectableRow(batch.state, selecting, row.id, testId, () => setOpen(row)) : { onClick: () => setOpen(row) })}
              extra={
                row.enabled === undefined || selecting ? undefined : (
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

/** A phone list's batch delete: each id through its own delete route, then the list (`key`) read again. */
function useMobileBatch(key: string, remove: (id: number) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useBatchDelete(remove, () => queryClient.invalidateQueries({ queryKey: [key] }));
}

/** Phone: conditional triggers (/configure/configure_trigger), each switchable on and off, several deleted at once. */
export function MobileTriggersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const list = useQuery({ queryKey: ['triggers', ALL], queryFn: () => automationApi.triggers.list(client, ALL) });
  const toggle = useToggle('triggers', (id, enabled) => automationApi.triggers.update(client, id, { enabled }));
  const batch = useMobileBatch('triggers', (id) => automationApi.triggers.remove(client, id));
  const rows: Row[] = (list.data?.items ?? []).map((tr) => ({
    id: tr.id,
    title: tr.name,
    description: `${tr.deviceName ?? ''} · ${pointShown(tr.pointName, tr.pointDescription, language)} ${describeCondition(tr.condition as AlarmCondition)}`,
    enabled: tr.enabled,
    details: [
      [t('automation:columns.device'), tr.deviceName],
      [t('automation:columns.point'), pointShown(tr.pointName, tr.pointDescription, language)],
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
      batch={{ page: 'configure_trigger', state: batch }}
    />
  );
}

/** Phone: assignments (/configure/configure_assignment), each switchable on and off, several deleted at once. */
export function MobileAssignmentsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const list = useQuery({ queryKey: ['assignments', ALL], queryFn: () => automationApi.assignments.list(client, ALL) });
  const toggle = useToggle('assignments', (id, enabled) => automationApi.assignments.update(client, id, { enabled }));
  const batch = useMobileBatch('assignments', (id) => automationApi.assignments.remove(client, id));
  const rows: Row[] = (list.data?.items ?? []).map((a) => {
    const value = a.source === 'constant' ? String(a.value) : pointShown(a.sourcePointName, a.sourcePointDescription, language);
    const target = pointShown(a.targetPointName, a.targetPointDescription, language);
    return {
      id: a.id,
      title: a.name,
      description: `${a.triggerName ?? ''} → ${target} = ${value}`,
      enabled: a.enabled,
      details: [
        [t('automation:columns.trigger'), a.triggerName],
        [t('automation:columns.target'), target],
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
      batch={{ page: 'configure_assignment', state: batch }}
    />
  );
}

/** Phone: status tables (/configure/configure_status), read only. */
export function MobileStatusesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const list = useQuery({ queryKey: ['status-tables', ALL], queryFn: () => automationApi.statusTables.list(client, ALL) });
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
