import { Input, Table, type TableColumnType, type TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { BatchDelete } from '../../../lib/list/useBatchDelete';
import { actionsColumn } from '../../../ui/actionsColumn';
import { AdminPage } from '../../../ui/AdminPage';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { DeleteRowButton, EditRowButton } from '../../access';
import { ProjectFilter } from '../../project-refs';
import { DeviceFilter } from './DeviceFilter';

export interface AutomationListPageProps<R extends { id: number; name: string }> {
  /** The catalogue page whose keys the buttons need. */
  page: string;
  title: string;
  /** The rows' test ids: `${row}-row-1`, `${row}-edit-1`, `${row}-delete-1`; the page's is `${list}-page`. */
  row: string;
  list: string;
  /** The address's project (and device) filters (useProjectParam); no device filter without setDeviceId. */
  projectId: number | undefined;
  setProjectId: (id: number | undefined) => void;
  projectTestId: string;
  deviceId?: number | undefined;
  setDeviceId?: (id: number | undefined) => void;
  onSearch: (keyword: string) => void;
  add: ReactNode;
  /** The batch delete (useBatchDelete); left out, rows are not selectable. */
  batch?: BatchDelete;
  table: { dataSource: R[]; loading: boolean; pagination: TablePaginationConfig };
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
  const { page, row, setDeviceId, batch } = props;
  return (
    <AdminPage
      title={props.title}
      testId={`${props.list}-page`}
      filters={
        <>
          <ProjectFilter
            placeholder={t('common:filters.allProjects')}
            value={props.projectId}
            onChange={props.setProjectId}
            testId={props.projectTestId}
          />
          {setDeviceId && <DeviceFilter value={props.deviceId} projectId={props.projectId} onChange={setDeviceId} />}
          <Input.Search allowClear placeholder={t('automation:columns.name')} style={{ width: 200 }} onSearch={props.onSearch} />
        </>
      }
      actions={
        <>
          {batch && <BatchDeleteButton page={page} batch={batch} testId={`${props.list}-batch-delete`} />}
          {props.add}
        </>
      }
    >
      <Table<R>
        rowKey="id"
        rowSelection={batch?.rowSelection}
        size="middle"
        {...props.table}
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
