import type { XDataQueryResult } from '@fieldlink/domain';
import { Alert, Table } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';

/**
 * Rows of a model query or a source preview, columns as the query named them; above them, when the
 * server cut the result at its byte limit, the message saying so.
 */
export function QueryTable({ result, pageSize = 10 }: { result: XDataQueryResult | undefined; pageSize?: number }) {
  const { t } = useTranslation();
  const columns = (result?.columns ?? []).map((name, i) => ({ title: name, key: String(i), dataIndex: String(i), ellipsis: true }));
  const rows = (result?.rows ?? []).map((row, r) => ({
    key: r,
    ...Object.fromEntries(row.map((v, i) => [String(i), v === null ? '' : String(v)])),
  }));
  const cut = result?.cutAtBytes;
  const table = (
    <Table
      size="small"
      columns={columns}
      dataSource={rows}
      scroll={{ x: true }}
      pagination={{ pageSize }}
      data-testid="xdata-query-table"
    />
  );
  if (cut === undefined) return table;
  return (
    <>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 8 }}
        message={t('xdata:resultCut', { size: String(Math.round(cut / (1024 * 1024))) })}
        data-testid="xdata-result-cut"
      />
      {table}
    </>
  );
}
