import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Modal, Popconfirm, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { actionsColumn } from '../../../ui/actionsColumn';
import { Permission } from '../../access';
import type { CatalogEditor } from '../hooks/useCatalogEditor';

const PAGE = 'productionManagement';

/**
 * A catalogue tab of production management (raw materials, task templates): the add button, the
 * table with edit and delete on each row, and the dialog holding `children` (the form's items).
 */
export function CatalogTab<T extends { id: number }>({
  title,
  rows,
  loading,
  columns,
  editor,
  onDelete,
  children,
}: {
  title: string;
  rows: T[] | undefined;
  loading: boolean;
  columns: TableColumnsType<T>;
  editor: CatalogEditor<T>;
  onDelete: (row: T) => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const withActions: TableColumnsType<T> = [
    ...columns,
    actionsColumn<T>(t('production:fields.actions'), (row) => (
      <>
        <Permission page={PAGE} need="edit">
          <Button type="link" onClick={() => editor.open(row)}>
            {t('access:actions.edit')}
          </Button>
        </Permission>
        <Permission page={PAGE} need="delete">
          <Popconfirm title={t('production:confirmDelete')} onConfirm={() => onDelete(row)}>
            <Button type="link" danger>
              {t('access:actions.delete')}
            </Button>
          </Popconfirm>
        </Permission>
      </>
    )),
  ];
  return (
    <>
      <Permission page={PAGE} need="add">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => editor.open(null)} style={{ marginBottom: 12 }}>
          {title}
        </Button>
      </Permission>
      <Table<T> rowKey="id" size="middle" loading={loading} columns={withActions} dataSource={rows ?? []} />
      <Modal open={editor.editing !== undefined} title={title} onCancel={editor.close} onOk={() => void editor.submit()}>
        <Form form={editor.form} layout="vertical">
          {children}
        </Form>
      </Modal>
    </>
  );
}
