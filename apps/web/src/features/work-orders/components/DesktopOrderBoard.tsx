import { WORK_ORDER_STATUSES, WORK_ORDER_STATUS_COLORS, orderProblem, type WorkOrderStatus } from '@fieldlink/domain';
import { useLanguage } from '../../../lib/language/useLanguage';
import { Button, Card, Col, Flex, Input, Row, Select, Statistic, Table } from 'antd';
import { useState } from 'react';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useListPage } from '../../../lib/list/useListPage';
import { usePermission } from '../../access';
import { formatTime } from '../../../lib/format/formatTime';
import { workOrdersApi, type OrderRow } from '../api/workOrdersApi';
import { useProjectChoices } from '../hooks/useProjectChoices';
import { useOrderCounts } from '../hooks/useWorkOrders';
import { NewOrderModal } from './NewOrderModal';
import { OrderDetailDrawer } from './OrderDetailDrawer';
import { OrderStatusTag } from '../../../ui/OrderStatusTag';

/**
 * Desktop order overview (orderReview) or my orders (myOrder, `mine`): counts per status as cards
 * (a click filters), filters by status, project and keyword, the table, and the details drawer
 * (`?id=` opens it, so a notification's link lands on the order; `initialStatus` from `?status=`).
 */
export function DesktopOrderBoard({ mine, initialStatus }: { mine: boolean; initialStatus?: WorkOrderStatus }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const openId = Number(query.get('id')) || null;
  const client = useApiClient();
  const { filters, filter, table } = useListPage({
    queryKey: ['work-orders', 'list'],
    initialFilters: { status: initialStatus, projectId: undefined as number | undefined, keyword: '' },
    scope: { mine },
    fetch: ({ page, pageSize, status, projectId, keyword }) =>
      workOrdersApi.list(client, {
        page,
        pageSize,
        ...(status ? { status } : {}),
        ...(projectId ? { projectId } : {}),
        ...(keyword ? { keyword } : {}),
        ...(mine ? { assigneeId: 'me' as const } : {}),
      }),
  });
  const { status } = filters;
  const counts = useOrderCounts(mine);
  const projects = useProjectChoices();
  const { can: canRequest } = usePermission('application_for_repair');
  const { can: canAdd } = usePermission('orderReview');
  const [creating, setCreating] = useState(false);
  const open = (id: number | null) => {
    const next = new URLSearchParams(query);
    if (id === null) next.delete('id');
    else next.set('id', String(id));
    setQuery(next);
  };

  return (
    <Flex vertical gap={16} data-testid={mine ? 'my-orders' : 'order-review'}>
      <Row gutter={[12, 12]}>
        {WORK_ORDER_STATUSES.map((s) => (
          <Col key={s} xs={12} md={8} xl={4}>
            <Card
              size="small"
              hoverable
              data-testid={`count-${s}`}
              onClick={() => filter({ status: status === s ? undefined : s })}
              style={{ borderTop: `3px solid ${WORK_ORDER_STATUS_COLORS[s]}`, background: status === s ? '#f5f9ff' : undefined }}
            >
              <Statistic
                title={<span style={{ textTransform: 'capitalize' }}>{t(builtKey(`messages:workOrder.status.${s}`))}</span>}
                value={counts.data?.[s] ?? 0}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Select
            allowClear
            placeholder={t('workOrders:filters.status')}
            style={{ width: 160 }}
            value={status}
            data-testid="filter-status"
            onChange={(value) => filter({ status: value })}
            options={WORK_ORDER_STATUSES.map((s) => ({ value: s, label: t(builtKey(`messages:workOrder.status.${s}`)) }))}
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('workOrders:filters.project')}
            style={{ width: 220 }}
            value={filters.projectId}
            onChange={(value) => filter({ projectId: value })}
            options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
          <Input.Search
            allowClear
            placeholder={t('workOrders:filters.keyword')}
            style={{ width: 260 }}
            data-testid="filter-keyword"
            onSearch={(value) => filter({ keyword: value.trim() })}
          />
          {!mine && (
            <Flex gap={8} style={{ marginLeft: 'auto' }}>
              {canAdd('add') && (
                <Button type="primary" onClick={() => setCreating(true)} data-testid="new-order">
                  {t('workOrders:create.title')}
                </Button>
              )}
              {canRequest('view') && (
                <Button onClick={() => void navigate('/afterSales/application_for_repair')} data-testid="new-request">
                  {t('workOrders:request.new')}
                </Button>
              )}
            </Flex>
          )}
        </Flex>
        <Table<OrderRow>
          rowKey="id"
          size="middle"
          {...table}
          onRow={(row) => ({ onClick: () => open(row.id), style: { cursor: 'pointer' }, 'data-testid': `order-row-${row.id}` }) as object}
          columns={[
            { title: t('workOrders:fields.number'), dataIndex: 'number', width: 170 },
            {
              title: t('workOrders:fields.status'),
              dataIndex: 'status',
              width: 110,
              render: (s: WorkOrderStatus) => <OrderStatusTag status={s} />,
            },
            {
              title: t('workOrders:fields.problem'),
              dataIndex: 'problem',
              ellipsis: true,
              render: (_: string, row: { problem: string; problemEn?: string | null }) => orderProblem(row, language),
            },
            {
              title: t('workOrders:fields.source'),
              dataIndex: 'source',
              width: 110,
              render: (s: string) => t(builtKey(`workOrders:sources.${s}`)),
            },
            { title: t('workOrders:fields.contact'), width: 180, render: (_, row) => `${row.contactName} ${row.contactPhone}` },
            { title: t('workOrders:fields.dueDate'), dataIndex: 'dueDate', width: 120 },
            { title: t('workOrders:fields.createdAt'), dataIndex: 'createdAt', width: 180, render: (v: string) => formatTime(v) },
          ]}
        />
      </Card>
      <OrderDetailDrawer id={openId} onClose={() => open(null)} />
      {creating && (
        <NewOrderModal
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            open(id);
          }}
        />
      )}
    </Flex>
  );
}
