import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { auditActionLabel, WORK_ORDER_LOG_ACTIONS } from '@fieldlink/domain';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { useExport } from '../../../lib/files/useExport';
import { useLanguage } from '../../../lib/language/useLanguage';
import { formatTime } from '../../../lib/format/formatTime';
import { auditApi, type AuditCategory, type AuditRow } from '../api/auditApi';
import { describeEntry } from '../utils/describeEntry';
import { AuditDiffView } from './AuditDiffView';

const LOGIN_ACTIONS = ['login', 'login_failed', 'login_rate_limited', 'logout'] as const;
const LOGIN_COLORS: Record<string, string> = { login: 'green', login_failed: 'red', login_rate_limited: 'volcano', logout: 'default' };
const OBJECTS = ['user', 'role', 'company', 'region', 'project', 'device', 'point', 'maintenancePlan', 'part'] as const;
const VERBS = ['create', 'update', 'delete'] as const;
const OPERATION_ACTIONS = [
  ...OBJECTS.flatMap((object) => VERBS.map((verb) => `${object}.${verb}`)),
  'user.resetPassword',
  ...WORK_ORDER_LOG_ACTIONS.map((action) => `workOrder.${action}`),
  'alarm.acknowledge',
  'alarm.clear',
];
const VERB_COLORS: Record<string, string> = {
  create: 'green',
  update: 'blue',
  edit: 'blue',
  delete: 'red',
  resetPassword: 'purple',
  complete: 'green',
  cancel: 'red',
};

interface Filters {
  range: [Dayjs | null, Dayjs | null] | null;
  userName: string;
  action: string | undefined;
}

/** One audit log (operations or sign-ins): filters, export, paged table. */
export function AuditLogTable({ category, page }: { category: AuditCategory; page: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [draft, setDraft] = useState<Filters>({ range: null, userName: '', action: undefined });
  const [filters, setFilters] = useState<Filters>(draft);

  const query = {
    from: filters.range?.[0]?.startOf('day').toISOString(),
    to: filters.range?.[1]?.endOf('day').toISOString(),
    userName: filters.userName.trim() || undefined,
    action: filters.action,
  };
  const list = useQuery({
    queryKey: ['audit', category, paging, query],
    queryFn: () => auditApi.list(client, category, { ...paging, ...query }),
    placeholderData: keepPreviousData,
  });
  const exporter = useExport(() => auditApi.export(client, category, query), t(`audit:exportFile.${category}`));

  const actionLabel = (action: string) =>
    category === 'login' ? t(`audit:loginActions.${action}`, { defaultValue: t('audit:otherAction') }) : auditActionLabel(action, language);
  // An operation reads as a sentence ("completed work order WO-…"); a sign-in as its kind.
  const actionTag = (action: string, row: AuditRow) => (
    <Tag color={category === 'login' ? LOGIN_COLORS[action] : VERB_COLORS[describeEntry(row, language).verb]} data-testid="audit-action">
      {category === 'login' ? actionLabel(action) : describeEntry(row, language).sentence}
    </Tag>
  );

  const columns: TableColumnsType<AuditRow> = [
    { title: t('audit:columns.at'), dataIndex: 'at', render: formatTime, width: 180 },
    { title: t('audit:columns.user'), dataIndex: 'userName' },
    { title: t('audit:columns.action'), dataIndex: 'action', render: actionTag },
    ...(category === 'operation'
      ? [
          {
            title: t('audit:columns.object'),
            key: 'object',
            render: (_value: unknown, row: AuditRow) => describeEntry(row, language).object,
          },
        ]
      : []),
    { title: t('audit:columns.ip'), dataIndex: 'ip' },
  ];

  const actionOptions = (category === 'login' ? [...LOGIN_ACTIONS] : OPERATION_ACTIONS).map((action) => ({
    value: action,
    label: actionLabel(action),
  }));
  const apply = () => {
    setFilters(draft);
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <AdminPage
      title={t(category === 'login' ? 'audit:loginTitle' : 'audit:operationTitle')}
      testId={`audit-${category}-page`}
      filters={
        <>
          <DatePicker.RangePicker
            value={draft.range}
            onChange={(range) => setDraft((d) => ({ ...d, range }))}
            placeholder={[t('audit:filters.start'), t('audit:filters.end')]}
            data-testid="audit-range"
          />
          <Input
            allowClear
            value={draft.userName}
            onChange={(event) => setDraft((d) => ({ ...d, userName: event.target.value }))}
            onPressEnter={apply}
            placeholder={t('audit:filters.userName')}
            style={{ width: 160 }}
            data-testid="audit-user"
          />
          <Select
            allowClear
            value={draft.action}
            onChange={(action: string | undefined) => setDraft((d) => ({ ...d, action }))}
            placeholder={t('audit:filters.action')}
            options={actionOptions}
            style={{ width: 180 }}
            popupMatchSelectWidth={false}
            data-testid="audit-action-filter"
          />
          <Button type="primary" onClick={apply} data-testid="audit-search">
            {t('access:actions.search')}
          </Button>
        </>
      }
      actions={
        <>
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} aria-label={t('access:actions.refresh')} />
          <Permission page={page} need="export">
            <Button icon={<DownloadOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate()} data-testid="audit-export">
              {t('access:actions.export')}
            </Button>
          </Permission>
        </>
      }
    >
      <Table<AuditRow>
        rowKey="id"
        size="middle"
        data-testid={`audit-${category}-table`}
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        expandable={
          category === 'operation'
            ? {
                expandedRowRender: (row) => <AuditDiffView before={row.before} after={row.after} />,
                rowExpandable: (row) => row.before != null || row.after != null,
              }
            : undefined
        }
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('access:total', { total }),
          onChange: (p, pageSize) => setPaging({ page: p, pageSize }),
        }}
      />
    </AdminPage>
  );
}
