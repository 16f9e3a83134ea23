import type { XDataQueryResult } from '@fieldlink/domain';
import { Table } from 'antd';

/** Rows of a model query or a source preview, columns as the query named them. */
export function QueryTable({ result, pageSize = 10 }: { result: XDataQueryResult | undefined; pageSize?: number }) {
  const columns = (result?.columns ?? []).map((name, i) => ({ title: name, key: String(i), dataIndex: String(i), ellipsis: true }));
  const rows = (result?.rows ?? []).map((row, r) => ({
    key: r,
    ...Object.fromEntries(row.map((v, i) => [String(i), v === null ? '' : String(v)])),
  }));
  return (
    <Table
      size="small"
      columns={columns}
      dataSource={rows}
      scroll={{ x: true }}
      pagination={{ pageSize }}
      data-testid="xdata-query-table"
    />
  );
}
