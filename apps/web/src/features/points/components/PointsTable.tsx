import { DeleteRowButton, Permission } from '../../access';
import { EditOutlined } from '@ant-design/icons';
import { DATA_TYPES, isDataTypeCode } from '@fieldlink/domain';
import { Button, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { Key } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLanguage } from '../../../lib/language/useLanguage';
import type { PointRow } from '../api/pointsApi';
import { pointAddressText, pointAreaText } from '../utils/pointAddress';

const PAGE = 'deviceConfigration';

export interface PointsTableProps {
  points: PointRow[];
  loading: boolean;
  selected: Key[];
  onSelect(keys: Key[]): void;
  onEdit(point: PointRow): void;
  onDelete(point: PointRow): Promise<unknown>;
}

/** A device's data points with row selection for batch delete. */
export function PointsTable({ points, loading, selected, onSelect, onEdit, onDelete }: PointsTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const flag = (on: boolean) => <Tag color={on ? 'blue' : 'default'}>{t(on ? 'points:yes' : 'points:no')}</Tag>;
  const limits = (row: PointRow) =>
    row.lowerLimit === null && row.upperLimit === null ? '' : `${row.lowerLimit ?? '—'} / ${row.upperLimit ?? '—'}`;

  const columns: TableColumnsType<PointRow> = [
    { title: t('points:columns.name'), dataIndex: 'name', fixed: 'left' },
    { title: t('points:columns.area'), dataIndex: 'area', render: (_value, row) => pointAreaText(row) },
    {
      title: t('points:columns.address'),
      dataIndex: 'address',
      render: (_value, row) => pointAddressText(row, (params) => t('points:columns.addressOfUnit', params)),
    },
    {
      title: t('points:columns.dataType'),
      dataIndex: 'dataType',
      render: (code: number) => (isDataTypeCode(code) ? DATA_TYPES[code].label[language] : String(code)),
    },
    { title: t('points:columns.unit'), dataIndex: 'unit' },
    { title: t('points:columns.decimals'), dataIndex: 'decimals' },
    { title: t('points:columns.interval'), dataIndex: 'intervalMs' },
    { title: t('points:columns.limits'), key: 'limits', render: (_value, row) => limits(row) },
    { title: t('points:columns.writable'), dataIndex: 'writable', render: flag },
    { title: t('points:columns.save'), dataIndex: 'save', render: flag },
    {
      title: t('access:actionsColumn'),
      key: 'actions',
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0}>
          <Permission page={PAGE} need="edit">
            <Tooltip title={t('access:actions.edit')}>
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                onClick={() => onEdit(row)}
                data-testid={`point-edit-${row.id}`}
                aria-label={t('access:actions.edit')}
              />
            </Tooltip>
          </Permission>
          <DeleteRowButton page={PAGE} name={row.name} onDelete={() => onDelete(row)} testId={`point-delete-${row.id}`} />
        </Space>
      ),
    },
  ];

  return (
    <Table<PointRow>
      rowKey="id"
      size="middle"
      data-testid="points-table"
      columns={columns}
      dataSource={points}
      loading={loading}
      scroll={{ x: 'max-content' }}
      rowSelection={{ selectedRowKeys: selected, onChange: onSelect }}
      pagination={{ pageSize: 50, showSizeChanger: true, showTotal: (total) => t('access:total', { total }) }}
    />
  );
}
