import { Button, Card, DotLoading, Empty, Grid, List, Space, Tag } from 'antd-mobile';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useTranslation, builtKey } from '../../../../i18n/useTranslation';
import type { ReportData } from '../../api/reportsApi';
import { MobileLimitedNotice } from '../../components/MobileLimitedNotice';
import { EChart } from '../../../../ui/EChart';
import { useReportView } from '../../hooks/useReportView';
import { chartOptionOf, formatStat, moduleColumns } from '../../utils/reportView';

const percent = (v: number | null) => (v === null ? '—' : `${(v * 100).toFixed(1)}%`);
const STEP = { day: 'day', week: 'week', month: 'month', custom: 'week' } as const;

function MobileModules({ report }: { report: ReportData }) {
  const { t } = useTranslation();
  const method = useCallback((m: string) => t(builtKey(`reports:report.methods.${m}`)), [t]);
  const charts = useMemo(() => report.modules.map((m) => (m.type === 'chart' ? chartOptionOf(report, m, method) : null)), [report, method]);
  return (
    <>
      {report.modules.map((module, index) => (
        <Card key={index} title={module.title} data-testid={`report-module-${module.type}`} style={{ marginBottom: 8 }}>
          {module.type === 'card' && (
            <Grid columns={2} gap={8}>
              {moduleColumns(report, module).map((c) => (
                <Grid.Item key={c.index} style={{ background: '#f5f8ff', borderRadius: 6, padding: 8 }}>
                  <div style={{ color: '#666', fontSize: 12 }}>{`${c.title} · ${method(c.method)}`}</div>
                  <div style={{ fontSize: 20, fontWeight: 600 }}>
                    {formatStat(report.summary[c.index])} <span style={{ fontSize: 12 }}>{c.unit}</span>
                  </div>
                </Grid.Item>
              ))}
            </Grid>
          )}
          {module.type === 'chart' && charts[index] && <EChart option={charts[index]} height={220} testId={`report-chart-${index}`} />}
          {module.type === 'table' && (
            <List>
              {report.rows
                .filter((row) => row.values.some((v) => v !== null))
                .map((row) => (
                  <List.Item
                    key={row.start}
                    description={moduleColumns(report, module)
                      .map((c) => `${c.title} ${method(c.method)}: ${formatStat(row.values[c.index])}${c.unit ? ` ${c.unit}` : ''}`)
                      .join(' · ')}
                  >
                    {row.label}
                  </List.Item>
                ))}
            </List>
          )}
        </Card>
      ))}
      {report.production && (
        <Card title={t('reports:report.production')} data-testid="report-module-production" style={{ marginBottom: 8 }}>
          {report.production.length === 0 ? (
            <Empty description={t('reports:report.productionEmpty')} />
          ) : (
            <List>
              {report.production.map((row) => (
                <List.Item
                  key={row.key}
                  description={[
                    `${t('production:fields.good')} ${row.good} / ${t('production:fields.target')} ${row.target}`,
                    `${t('production:fields.scrap')} ${row.scrap}`,
                    `${t('production:fields.attainment')} ${percent(row.attainment)}`,
                    `OEE ${percent(row.oee)}`,
                  ].join(' · ')}
                >
                  {row.label}
                </List.Item>
              ))}
            </List>
          )}
        </Card>
      )}
    </>
  );
}

/** Mobile reports: the saved reports, then one shown for a day/week/month you step through. */
export function MobileReportPage() {
  const { t } = useTranslation();
  const view = useReportView();
  const report = view.data.data;
  const opened = view.chosen && new URLSearchParams(window.location.hash.split('?')[1] ?? '').has('id');

  if (!opened)
    return (
      <div data-testid="report-page">
        {view.list.isFetched && view.items.length === 0 ? (
          <Empty description={t('reports:report.empty')} />
        ) : (
          <List header={t('reports:report.list')} data-testid="report-list">
            {view.items.map((r) => (
              <List.Item
                key={r.id}
                description={`${r.projectName} · ${t(builtKey(`reports:report.timeTypes.${r.timeType}`))}`}
                onClick={() => view.set({ id: String(r.id) })}
                arrowIcon
              >
                {r.name}
              </List.Item>
            ))}
          </List>
        )}
      </div>
    );

  const unit = STEP[view.chosen!.timeType];
  const step = (n: number) => view.set({ date: dayjs(view.date).add(n, unit).format('YYYY-MM-DD') });
  return (
    <div data-testid="report-page">
      <Card
        title={view.chosen!.name}
        extra={
          <Button size="mini" onClick={() => view.set({ id: undefined })}>
            {t('reports:report.list')}
          </Button>
        }
      >
        <Space align="center" wrap>
          <Button size="small" onClick={() => step(-1)}>
            ‹
          </Button>
          {report && <Tag color="primary">{t('reports:report.rangeLabel', report.range)}</Tag>}
          <Button size="small" onClick={() => step(1)}>
            ›
          </Button>
        </Space>
      </Card>
      <MobileLimitedNotice from={report?.limitedFrom} testId="report-limited" />
      {!report ? <DotLoading /> : <MobileModules report={report} />}
    </div>
  );
}
