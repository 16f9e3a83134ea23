import { EditOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { SIM_CARRIERS, SIM_FLAGS, SIM_STATUSES, type SimCard } from '@fieldlink/domain';
import { App, Button, Dropdown, Input, InputNumber, Modal, Progress, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { useBatchDelete } from '../../../lib/list/useBatchDelete';
import { AdminPage } from '../../../ui/AdminPage';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { RowIconButton } from '../../../ui/RowIconButton';
import { actionsColumn } from '../../../ui/actionsColumn';
import { Permission, usePermission, DeleteRowButton } from '../../access';
import { useProjectOptions } from '../../project-refs';
import type { SimAction, SimCardQuery } from '../api/simCardsApi';
import { FlagTags } from '../components/FlagTags';
import { SimCardActionsModal } from '../components/SimCardActionsModal';
import { SimCardForm } from '../components/SimCardForm';
import { useSimCardEditor } from '../hooks/useSimCardEditor';
import { useDeleteSimCard, useSimBatch, useSimCards } from '../hooks/useSimCards';
import { formatMb, simDetailPath } from '../utils/simPaths';
import { EditorModal } from '../../../ui/EditorModal';

const PAGE = 'card_list_SIM';
const ACTIONS: SimAction[] = ['renew', 'changePlan', 'extend', 'topUp'];

/** SIM cards (spec §2 /SIM card_list_SIM), desktop: filters, the cards with their usage, batch actions, the card actions in dialogs. */
export function SimCardsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const permission = usePermission(PAGE);
  const [query, setQuery] = useState<SimCardQuery>({ page: 1, pageSize: 20 });
  const filter = (change: Partial<SimCardQuery>) => setQuery((q) => ({ ...q, ...change, page: 1 }));
  const projects = useProjectOptions();
  const list = useSimCards(query);
  const remove = useDeleteSimCard();
  const batch = useBatchDelete(
    (id) => remove.mutateAsync(id),
    () => list.refetch(),
  );
  const { sync, warning } = useSimBatch();
  const editor = useSimCardEditor();
  const [acting, setActing] = useState<{ card: SimCard; action: SimAction }>();
  const [warningLevel, setWarningLevel] = useState<number | null>(80);
  const [warningOpen, setWarningOpen] = useState(false);
  const ids = batch.selected.map(Number);

  const needSelection = (run: () => void) => () => (ids.length === 0 ? void message.warning(t('messages:validation.selectOne')) : run());
  const syncSelected = async () => {
    const result = await sync.mutateAsync(ids);
    void message.success(t('simCards:batch.synced', result));
  };
  const saveWarning = async () => {
    if (!warningLevel) return;
    const result = await warning.mutateAsync({ ids, warningPercent: warningLevel });
    void message.success(t('simCards:batch.warningSaved', { count: result.updated }));
    setWarningOpen(false);
  };

  const columns: TableColumnsType<SimCard> = [
    {
      title: t('simCards:columns.iccid'),
      dataIndex: 'iccid',
      render: (iccid: string, card) => (
        <Link to={simDetailPath(card.id)} data-testid={`sim-link-${card.id}`}>
          {iccid}
        </Link>
      ),
    },
    { title: t('simCards:columns.msisdn'), dataIndex: 'msisdn' },
    { title: t('simCards:columns.device'), key: 'device', render: (_v, card) => `${card.deviceName} · ${card.projectName}` },
    // Short words that must not break ("中国/移动", "已激/活" at 1440 px): never wrapped.
    {
      title: t('simCards:columns.carrier'),
      key: 'carrier',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_v, card) => t(builtKey(`simCards:carrier.${card.carrier}`)),
    },
    {
      title: t('simCards:columns.status'),
      key: 'status',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_v, card) => t(builtKey(`simCards:status.${card.status}`)),
    },
    { title: t('simCards:columns.plan'), key: 'plan', render: (_v, card) => `${card.planName} (${formatMb(card.allowanceMb)})` },
    {
      title: t('simCards:columns.usage'),
      key: 'usage',
      width: 200,
      render: (_v, card) => (
        <div data-testid={`sim-usage-${card.id}`}>
          <Progress
            percent={Math.min(100, card.usagePercent)}
            size="small"
            status={card.usagePercent >= card.warningPercent ? 'exception' : 'normal'}
            format={() => `${card.usagePercent}%`}
          />
          {formatMb(card.usedMb)} / {formatMb(card.allowanceMb)}
        </div>
      ),
    },
    {
      title: t('simCards:columns.expires'),
      key: 'expires',
      render: (_v, card) => (
        <Space size={4} wrap>
          {card.expiresOn}
          <FlagTags card={card} />
        </Space>
      ),
    },
    actionsColumn<SimCard>(t('simCards:columns.actions'), (card) => (
      <>
        <Permission page={PAGE} need="edit">
          <>
            <RowIconButton
              label={t('simCards:edit')}
              icon={<EditOutlined />}
              onClick={() => editor.open(card)}
              testId={`sim-edit-${card.id}`}
            />
            <Dropdown
              menu={{
                items: ACTIONS.map((action) => ({ key: action, label: t(builtKey(`simCards:actions.${action}`)) })),
                onClick: ({ key }) => setActing({ card, action: key as SimAction }),
              }}
            >
              <Button type="link" data-testid={`sim-actions-${card.id}`}>
                {t('access:actions.more')}
              </Button>
            </Dropdown>
          </>
        </Permission>
        <DeleteRowButton
          page={PAGE}
          name={card.msisdn ?? card.iccid}
          confirm={t('simCards:confirmDelete', { name: card.msisdn ?? card.iccid })}
          onDelete={() => remove.mutateAsync(card.id).then(() => void message.success(t('simCards:deleted')))}
          testId={`sim-delete-${card.id}`}
        />
      </>
    )),
  ];

  const options = (values: readonly string[], prefix: string) => values.map((v) => ({ value: v, label: t(builtKey(`${prefix}.${v}`)) }));

  return (
    <AdminPage
      title={t('simCards:title')}
      testId="sim-cards"
      filters={
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('simCards:keyword')}
            style={{ width: 220 }}
            onSearch={(keyword) => filter({ keyword: keyword || undefined })}
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('simCards:allProjects')}
            style={{ width: 160 }}
            options={projects}
            onChange={(projectId?: number) => filter({ projectId })}
          />
          <Select
            allowClear
            placeholder={t('simCards:allCarriers')}
            style={{ width: 130 }}
            options={options(SIM_CARRIERS, 'simCards:carrier')}
            onChange={(carrier?: string) => filter({ carrier })}
          />
          <Select
            allowClear
            placeholder={t('simCards:allStatuses')}
            style={{ width: 130 }}
            options={options(SIM_STATUSES, 'simCards:status')}
            onChange={(status?: string) => filter({ status })}
          />
          <Select
            allowClear
            placeholder={t('simCards:allFlags')}
            style={{ width: 150 }}
            options={options(SIM_FLAGS, 'simCards:flag')}
            onChange={(flag?: string) => filter({ flag })}
            data-testid="sim-flag-filter"
          />
        </Space>
      }
      actions={
        <>
          <BatchDeleteButton page={PAGE} batch={batch} testId="sim-batch-delete" />
          {permission.can('edit') && (
            <>
              <Button
                icon={<SyncOutlined />}
                loading={sync.isPending}
                onClick={needSelection(() => void syncSelected())}
                data-testid="sim-batch-sync"
              >
                {t('simCards:actions.sync')}
              </Button>
              <Button onClick={needSelection(() => setWarningOpen(true))} data-testid="sim-batch-warning">
                {t('simCards:actions.warningLevel')}
              </Button>
            </>
          )}
          <Permission page={PAGE} need="add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => editor.open(null)} data-testid="sim-add">
              {t('simCards:new')}
            </Button>
          </Permission>
        </>
      }
    >
      <Table
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        columns={columns}
        dataSource={list.data?.items ?? []}
        rowSelection={batch.rowSelection}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          onChange: (page, pageSize) => setQuery((q) => ({ ...q, page, pageSize })),
        }}
        locale={{ emptyText: t('simCards:empty') }}
      />
      <EditorModal editor={editor} titles={{ edit: t('simCards:edit'), add: t('simCards:new') }} width={760} saveTestId="sim-save">
        <SimCardForm form={editor.form} editing={Boolean(editor.editing)} />
      </EditorModal>
      <Modal
        open={warningOpen}
        title={t('simCards:actions.warningLevel')}
        onCancel={() => setWarningOpen(false)}
        onOk={() => void saveWarning()}
        confirmLoading={warning.isPending}
      >
        <InputNumber
          min={1}
          max={100}
          precision={0}
          value={warningLevel}
          onChange={setWarningLevel}
          addonAfter="%"
          data-testid="sim-warning-level"
        />
      </Modal>
      <SimCardActionsModal target={acting} onClose={() => setActing(undefined)} />
    </AdminPage>
  );
}
