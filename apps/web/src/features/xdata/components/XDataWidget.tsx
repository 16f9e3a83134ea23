import type { XDataQueryResult } from '@fieldlink/domain';
import { Alert, Card, Statistic } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { QueryTable } from './QueryTable';

/** One widget drawn from its query's rows: a table, a KPI card (the first row's value) or a bar list. */
export function XDataWidget({
  kind,
  title,
  data,
  y,
}: {
  kind: string;
  title: string;
  data: XDataQueryResult | { error: string } | undefined;
  y?: string;
}) {
  const { t } = useTranslation();
  if (!data) return <Card title={title} loading />;
  if ('error' in data)
    return (
      <Card title={title}>
        <Alert type="error" message={t(`messages:${data.error}` as 'messages:NOT_FOUND')} />
      </Card>
    );
  if (kind === 'kpi') {
    const at = Math.max(0, y ? data.columns.indexOf(y) : data.columns.length - 1);
    return (
      <Card>
        <Statistic title={title} value={String(data.rows[0]?.[at] ?? '—')} />
      </Card>
    );
  }
  if (kind === 'bar' || kind === 'line') {
    const at = Math.max(0, y ? data.columns.indexOf(y) : data.columns.length - 1);
    const values = data.rows.slice(0, 20).map((r) => Number(r[at]) || 0);
    const max = Math.max(1, ...values);
    return (
      <Card title={title}>
        {data.rows.slice(0, 20).map((r, i) => (
          <div key={i} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <span style={{ width: 120, overflow: 'hidden' }}>{String(r[0] ?? '')}</span>
            <div style={{ background: '#1677ff', height: 12, width: `${(values[i]! / max) * 60}%` }} />
            <span>{values[i]}</span>
          </div>
        ))}
      </Card>
    );
  }
  return (
    <Card title={title}>
      <QueryTable result={data} pageSize={5} />
    </Card>
  );
}
