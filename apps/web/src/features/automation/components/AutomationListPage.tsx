import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Table, Tooltip, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { BatchDelete } from '../../../lib/list/useBatchDelete';
import { actionsColumn } from '../../../ui/actionsColumn';
import { AdminPage } from '../../../ui/AdminPage';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { DeleteRowButton, EditRowButton, Permission } from '../../access';
import { ProjectFilter } from '../../project-refs';
import type { AutomationList } from '../hooks/useAutomationList';
import { DeviceFilter } from './DeviceFilter';

export interface AutomationListPageProps<R extends { id: number; name: string }> {
  /** The catalogue page whose keys the buttons need. */
  page: string;
  title: string;
  /** The page's test ids: `${list}-page`, `${list}-batch-delete`; the rows' `${row}-row-1`, `${row}-edit-1`, `${row}-delete-1`, `${row}-add`. */
  list: string;
  row: string;
  /** The rows, the address's filters and the search (useAutomationList). */
  rows: AutomationList<R>;
  /** Show the device filter (the list is of one device's rows). */
  withDevice: boolean;
  projectTestId: string;
  /** The add button: its label, and why it is disabled when it is. */
  add: { label: string; onClick: () => void; disabled?: boolean; hint?: string | undefined };
  /** The batch delete (useBatchDelete); left out, rows are not selectable. */
  batch?: BatchDelete;
  /** The columns between the name and the actions. */
  columns: TableColumnType<R>[];
  onEdit: (row: R) => void;
  onDelete: (row: R) => Promise<unknown>;
  /** The form modal. */
  children: ReactNode;
}

/**
 * One automation list (triggers, assignments, status tables): project (and device) filter from the
 * address, a name search, add and batch delete, the table with edit and delete, the form.
 */
export function AutomationListPage<R extends { id: number; name: string }>(props: AutomationListPageProps<R>) {
  const { t } = useTranslation();
  const { page, row, rows, add, batch } = props;
  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} disabled={add.disabled} onClick={add.onClick} data-testid={`${row}-add`}>
      {add.label}
    </Button>
  );
  return (
    <AdminPage
      title={props.title}
      testId={`${props.list}-page`}
      filters={
        <>
          <ProjectFilter
            placeholder={t('common:filters.allProjects')}
            value={rows.projectId}
            onChange={rows.setProjectId}
            testId={props.projectTestId}
          />
          {props.withDevice && <DeviceFilter value={rows.deviceId} projectId={rows.projectId} onChange={rows.setDeviceId} />}
          <Input.Search allowClear placeholder={t('automation:columns.name')} style={{ width: 200 }} onSearch={rows.search} />
        </>
      }
      actions={
        <>
          {batch && <BatchDeleteButton page={page} batch={batch} testId={`${props.list}-batch-delete`} />}
          <Permission page={page} need="add">
            {add.hint === undefined ? addButton : <Tooltip title={add.disabled ? add.hint : undefined}>{addButton}</Tooltip>}
          </Permission>
        </>
      }
    >
      <Table<R>
        rowKey="id"
        rowSelection={batch?.rowSelection}
        size="middle"
        {...rows.table}
        scroll={{ x: 'max-content' }}
        onRow={(r) => ({ 'data-testid': `${row}-row-${r.id}` }) as never}
        columns={[
          { key: 'name', title: t('automation:columns.name'), dataIndex: 'name' },
          ...props.columns,
          actionsColumn(
            t('automation:columns.actions'),
            (r: R) => (
              <>
                <EditRowButton page={page} onClick={() => props.onEdit(r)} testId={`${row}-edit-${r.id}`} />
                <DeleteRowButton page={page} name={r.name} onDelete={() => props.onDelete(r)} testId={`${row}-delete-${r.id}`} />
              </>
            ),
            { fixed: 'right' },
          ),
        ]}
      />
      {props.children}
    </AdminPage>
  );
}
