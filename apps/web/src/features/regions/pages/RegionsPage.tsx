import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Popconfirm, Space, Spin, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { regionsApi, type RegionRow } from '../api/regionsApi';
import { RegionNameModal } from '../components/RegionNameModal';
import { regionTree } from '../utils/regionTree';

const PAGE = 'regionManagement';

type Dialog = { kind: 'add'; parent: RegionRow | null } | { kind: 'rename'; region: RegionRow } | null;

/** Region management (/region1/regionManagement): a tree with add child, rename and delete. */
export function RegionsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useQuery({ queryKey: ['regions'], queryFn: () => regionsApi.list(client) });
  const tree = useMemo(() => regionTree(list.data ?? []), [list.data]);
  const byId = useMemo(() => new Map((list.data ?? []).map((region) => [region.id, region])), [list.data]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['regions'] });

  const save = useMutation({
    mutationFn: async (name: string) => {
      if (dialog?.kind === 'rename') return regionsApi.update(client, dialog.region.id, { name });
      return regionsApi.create(client, { name, parentId: dialog?.kind === 'add' ? (dialog.parent?.id ?? null) : null });
    },
    onSuccess: () => {
      void message.success(t('access:feedback.saved'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => regionsApi.remove(client, id),
    onSuccess: () => {
      void message.success(t('access:feedback.deleted'));
      void refresh();
    },
  });

  const renderTitle = (id: number) => {
    const region = byId.get(id);
    if (!region) return null;
    return (
      <Space size={4} wrap data-testid={`region-${region.id}`}>
        <Typography.Text strong>{region.name}</Typography.Text>
        <Permission page={PAGE} need="add">
          <Button
            type="link"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ kind: 'add', parent: region })}
            data-testid={`region-add-${region.id}`}
          >
            {t('regions:addChild')}
          </Button>
        </Permission>
        <Permission page={PAGE} need="edit">
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setDialog({ kind: 'rename', region })}
            data-testid={`region-rename-${region.id}`}
          >
            {t('regions:rename')}
          </Button>
        </Permission>
        <Permission page={PAGE} need="delete">
          <Popconfirm
            title={t('access:confirmDelete', { name: region.name })}
            okText={t('access:actions.delete')}
            cancelText={t('access:actions.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync(region.id).catch(() => undefined)}
          >
            <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid={`region-delete-${region.id}`}>
              {t('access:actions.delete')}
            </Button>
          </Popconfirm>
        </Permission>
      </Space>
    );
  };

  return (
    <AdminPage
      title={t('regions:title')}
      testId="regions-page"
      actions={
        <Permission page={PAGE} need="add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ kind: 'add', parent: null })}
            data-testid="region-add-root"
          >
            {t('regions:addRoot')}
          </Button>
        </Permission>
      }
    >
      {list.isLoading ? (
        <Spin />
      ) : tree.length === 0 ? (
        <Empty description={t('regions:empty')} />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          selectable={false}
          treeData={tree}
          titleRender={(node) => renderTitle(Number(node.key))}
          data-testid="regions-tree"
        />
      )}
      <RegionNameModal
        open={dialog !== null}
        title={
          dialog?.kind === 'rename'
            ? t('regions:renameTitle')
            : t('regions:addTitle') + (dialog?.kind === 'add' && dialog.parent ? ` · ${dialog.parent.name}` : '')
        }
        initialName={dialog?.kind === 'rename' ? dialog.region.name : ''}
        onClose={() => setDialog(null)}
        onSubmit={(name) => save.mutateAsync(name)}
      />
    </AdminPage>
  );
}
