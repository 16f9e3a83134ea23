import { Space, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';

/** A table's last column: the row's action buttons side by side. */
export function actionsColumn<R>(
  title: string,
  render: (row: R) => ReactNode,
  options: Omit<TableColumnType<R>, 'render'> = {},
): TableColumnType<R> {
  return { title, key: 'actions', ...options, render: (_value: unknown, row: R) => <Space size={0}>{render(row)}</Space> };
}
