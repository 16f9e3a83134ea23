import type { XDataQueryResult } from '@fieldlink/domain';
import { Alert, Skeleton } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { quantityText } from '../../../lib/format/formatQuantity';
import { useLanguage } from '../../../lib/language/useLanguage';
import { EChart } from '../../../ui/EChart';
import { categoryOption, KpiFigure, screenStyles as styles } from '../../screens';
import { QueryTable } from './QueryTable';

/** Rows a chart draws at most (a model query answers up to 500). */
const CHART_ROWS = 60;
export const XDATA_CHART_HEIGHT = 260;

type WidgetData = XDataQueryResult | { error: string } | undefined;

/** The column a widget reads: the one it names, else the last (the value column of most views). */
function columnAt(result: XDataQueryResult, name: string | undefined, fallback: number): number {
  const at = name ? result.columns.indexOf(name) : -1;
  return at >= 0 ? at : Math.min(fallback, result.columns.length - 1);
}

const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A chart of the query's rows: labels from the x column (else the first), values from the y column. */
function QueryChart({
  kind,
  result,
  x,
  y,
  testId,
}: {
  kind: 'bar' | 'line';
  result: XDataQueryResult;
  x?: string | undefined;
  y?: string | undefined;
  testId: string;
}) {
  const option = useMemo(() => {
    const xi = columnAt(result, x, 0);
    const yi = columnAt(result, y, result.columns.length - 1);
    const rows = result.rows.slice(0, CHART_ROWS);
    const values = rows.map((r) => (r[yi] === null || r[yi] === '' || !Number.isFinite(Number(r[yi])) ? null : Number(r[yi])));
    return categoryOption(
      kind === 'bar' ? 'barChart' : 'lineChart',
      result.columns[yi] ?? '',
      rows.map((r) => cell(r[xi])),
      values,
    );
  }, [kind, result, x, y]);
  return <EChart option={option} height={XDATA_CHART_HEIGHT} testId={testId} />;
}

/**
 * One widget of a data screen drawn from its query's rows with the large screens' widgets: a KPI
 * card (the first row's value, as a screen's KPI figure), a bar or line chart (the screens' chart
 * option on the wall theme), or a table.
 */
export function XDataWidget({
  kind,
  title,
  data,
  x,
  y,
  testId,
}: {
  kind: string;
  title: string;
  data: WidgetData;
  x?: string | undefined;
  y?: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  let body: ReactNode;
  if (!data) body = <Skeleton active />;
  else if ('error' in data) body = <Alert type="error" message={t(`messages:${data.error}` as 'messages:NOT_FOUND')} />;
  else if (kind === 'kpi')
    body = (
      <KpiFigure
        text={quantityText(data.rows[0]?.[columnAt(data, y, data.columns.length - 1)], language) || '—'}
        unit={null}
        testId={`${testId}-kpi`}
      />
    );
  else if (kind === 'bar' || kind === 'line') body = <QueryChart kind={kind} result={data} x={x} y={y} testId={`${testId}-chart`} />;
  else body = <QueryTable result={data} pageSize={5} />;
  return (
    <section className={styles.panel} data-testid={testId} data-kind={kind}>
      {title && <div className={styles.caption}>{title}</div>}
      <div className={styles.body}>{body}</div>
    </section>
  );
}
