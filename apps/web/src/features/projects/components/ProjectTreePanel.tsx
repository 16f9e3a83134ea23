import { ApartmentOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Popconfirm, Spin, Tooltip, Tree, Typography } from 'antd';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { Permission } from '../../access';
import { projectGroupsApi, type TreeNodeRow } from '../api/projectGroupsApi';
import type { ProjectTreeNode } from '../utils/projectTree';
import { GroupNameModal } from './GroupNameModal';
import styles from './ProjectTreePanel.module.css';

const PAGE = 'item_page';
/** The "all projects" entry above the tree. */
const ALL = -1;

type Dialog = { kind: 'add'; parent: TreeNodeRow | null } | { kind: 'rename'; node: TreeNodeRow } | null;

export interface ProjectTreePanelProps {
  tree: ProjectTreeNode[];
  nodes: TreeNodeRow[];
  loading: boolean;
  /** The node the list is filtered by; undefined: all projects. */
  selected: number | undefined;
  onSelect(id: number | undefined): void;
}

/** The tree model beside the project list: pick a node to filter; add, rename and delete nodes. */
export function ProjectTreePanel({ tree, nodes, loading, selected, onSelect }: ProjectTreePanelProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['projects'] });

  const save = useMutation({
    mutationFn: (name: string) =>
      dialog?.kind === 'rename'
        ? projectGroupsApi.updateNode(client, dialog.node.id, { name })
        : projectGroupsApi.createNode(client, { name, parentId: dialog?.kind === 'add' ? (dialog.parent?.id ?? null) : null }),
    onSuccess: () => {
      void message.success(t('access:feedback.saved'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => projectGroupsApi.removeNode(client, id),
    onSuccess: (_data, id) => {
      void message.success(t('access:feedback.deleted'));
      if (selected === id) onSelect(undefined);
      void refresh();
    },
  });

  const quiet = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  const action = (label: string, icon: ReactNode, onClick: () => void, testId: string, danger = false) => (
    <Tooltip title={label}>
      <Button type="text" size="small" danger={danger} icon={icon} aria-label={label} onClick={quiet(onClick)} data-testid={testId} />
    </Tooltip>
  );

  const renderTitle = (id: number) => {
    if (id === ALL) return <span data-testid="tree-node-all">{t('projects:tree.all')}</span>;
    const node = byId.get(id);
    if (!node) return null;
    return (
      <Flex align="center" justify="space-between" gap={4} data-testid={`tree-node-${node.id}`} className={styles.node}>
        <Typography.Text ellipsis style={{ maxWidth: 130 }} title={node.name}>
          {node.name}
        </Typography.Text>
        <Flex gap={0} className={styles.actions}>
          <Permission page={PAGE} need="add">
            {action(t('projects:tree.addChild'), <PlusOutlined />, () => setDialog({ kind: 'add', parent: node }), `tree-add-${node.id}`)}
          </Permission>
          <Permission page={PAGE} need="edit">
            {action(t('projects:tree.rename'), <EditOutlined />, () => setDialog({ kind: 'rename', node }), `tree-rename-${node.id}`)}
          </Permission>
          <Permission page={PAGE} need="delete">
            <Popconfirm
              title={t('projects:tree.confirmDelete', { name: node.name })}
              okText={t('access:actions.delete')}
              cancelText={t('access:actions.cancel')}
              okButtonProps={{ danger: true, 'data-testid': `tree-delete-confirm-${node.id}` }}
              onConfirm={() => remove.mutateAsync(node.id).catch(() => undefined)}
              onPopupClick={(event) => event.stopPropagation()}
            >
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('access:actions.delete')}
                onClick={(event) => event.stopPropagation()}
                data-testid={`tree-delete-${node.id}`}
              />
            </Popconfirm>
          </Permission>
        </Flex>
      </Flex>
    );
  };

  const treeData = [{ key: ALL, value: ALL, title: t('projects:tree.all'), children: [] as ProjectTreeNode[] }, ...tree];

  return (
    <Card
      size="small"
      title={
        <Flex align="center" gap={8}>
          <ApartmentOutlined />
          {t('projects:tree.title')}
        </Flex>
      }
      extra={
        <Permission page={PAGE} need="add">
          <Button size="small" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add', parent: null })} data-testid="tree-add-root">
            {t('projects:tree.addRoot')}
          </Button>
        </Permission>
      }
      styles={{ body: { padding: 8 } }}
      data-testid="project-tree"
    >
      {loading ? (
        <Spin />
      ) : (
        <>
          <Tree
            blockNode
            defaultExpandAll
            key={nodes.length}
            treeData={treeData}
            selectedKeys={[selected ?? ALL]}
            onSelect={(keys) => {
              const key = Number(keys[0] ?? ALL);
              onSelect(key === ALL ? undefined : key);
            }}
            titleRender={(node) => renderTitle(Number(node.key))}
          />
          {tree.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('projects:tree.empty')} />}
        </>
      )}
      <GroupNameModal
        open={dialog !== null}
        title={
          dialog?.kind === 'rename'
            ? t('projects:tree.renameTitle')
            : t('projects:tree.addTitle') + (dialog?.kind === 'add' && dialog.parent ? ` · ${dialog.parent.name}` : '')
        }
        label={t('projects:tree.name')}
        initialName={dialog?.kind === 'rename' ? dialog.node.name : ''}
        onClose={() => setDialog(null)}
        onSubmit={(name) => save.mutateAsync(name)}
        testId="tree-form"
      />
    </Card>
  );
}
