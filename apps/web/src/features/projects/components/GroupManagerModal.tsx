import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { DeleteRowButton, Permission, RowActionButton } from '../../access';
import { projectGroupsApi, type ProjectGroupRow } from '../api/projectGroupsApi';
import { GroupNameModal } from './GroupNameModal';

const PAGE = 'item_page';

export interface GroupManagerModalProps {
  open: boolean;
  groups: ProjectGroupRow[];
  loading: boolean;
  onClose(): void;
}

/** The project groups, with add, rename and delete for those allowed (page item_page). */
export function GroupManagerModal({ open, groups, loading, onClose }: GroupManagerModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ProjectGroupRow | null | undefined>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['projects'] });

  const save = useMutation({
    mutationFn: (name: string) =>
      editing ? projectGroupsApi.updateGroup(client, editing.id, { name }) : projectGroupsApi.createGroup(client, { name }),
    onSuccess: () => {
      void message.success(t(editing ? 'access:feedback.saved' : 'access:feedback.created'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => projectGroupsApi.removeGroup(client, id),
    onSuccess: () => {
      void message.success(t('access:feedback.deleted'));
      void refresh();
    },
  });

  const columns: TableColumnsType<ProjectGroupRow> = [
    { title: t('projects:groups.name'), dataIndex: 'name' },
    {
      title: t('access:actionsColumn'),
      key: 'actions',
      width: 120,
      render: (_value, row) => (
        <Flex gap={0}>
          <RowActionButton
            page={PAGE}
            need="edit"
            icon={<EditOutlined />}
            label={t('projects:tree.rename')}
            onClick={() => setEditing(row)}
            testId={`group-rename-${row.id}`}
          />
          <DeleteRowButton page={PAGE} name={row.name} onDelete={() => remove.mutateAsync(row.id)} testId={`group-delete-${row.id}`} />
        </Flex>
      ),
    },
  ];

  return (
    <Modal open={open} title={t('projects:groups.title')} onCancel={onClose} footer={null} width={520} destroyOnHidden>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Permission page={PAGE} need="add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="group-add">
            {t('projects:groups.add')}
          </Button>
        </Permission>
      </Flex>
      <Table<ProjectGroupRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={groups}
        loading={loading}
        pagination={false}
        locale={{ emptyText: t('projects:groups.empty') }}
        data-testid="groups-table"
      />
      <GroupNameModal
        open={editing !== undefined}
        title={editing ? t('projects:groups.renameTitle') : t('projects:groups.addTitle')}
        label={t('projects:groups.name')}
        initialName={editing?.name ?? ''}
        onClose={() => setEditing(undefined)}
        onSubmit={(name) => save.mutateAsync(name)}
        testId="group-form"
      />
    </Modal>
  );
}
