import { Card, Col, Row, Statistic, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import type { ReportModule, ReportProductionGroup } from '@fieldlink/domain';
import { FiguresTable } from '../../production';
import type { ReportData } from '../api/reportsApi';
import { chartOptionOf, formatStat, moduleColumns } from '../utils/reportView';
import { EChart } from '../../../ui/EChart';

type Row = ReportData['rows'][number];

function ChartModule({ report, module, index }: { report: ReportData; module: ReportModule; index: number }) {
  const { t } = useTranslation();
  const option = useMemo(() => chartOptionOf(report, module, (m) => t(builtKey(`reports:report.methods.${m}`))), [report, module, t]);
  return <EChart option={option} testId={`report-chart-${index}`} />;
}

function TableModule({ report, module }: { report: ReportData; module: ReportModule }) {
  const { t } = useTranslation();
  const columns = moduleColumns(report, module);
  const tableColumns: TableColumnsType<Row> = [
    { title: t('reports:report.period'), dataIndex: 'label', fixed: 'left', width: 170 },
    ...columns.map((c) => ({
      key: c.index,
      title: `${c.title}${c.unit ? ` (${c.unit})` : ''} · ${t(builtKey(`reports:report.methods.${c.method}`))}`,
      align: 'right' as const,
      render: (_: unknown, row: Row) => formatStat(row.values[c.index]),
    })),
  ];
  return (
    <Table<Row>
      rowKey="start"
      size="small"
      columns={tableColumns}
      dataSource={report.rows}
      pagination={report.rows.length > 31 ? { pageSize: 31, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <strong>{t('reports:report.summary')}</strong>
          </Table.Summary.Cell>
          {columns.map((c, i) => (
            <Table.Summary.Cell key={c.index} index={i + 1} align="right">
              <strong>{formatStat(report.summary[c.index])}</strong>
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      )}
    />
  );
}

function CardModule({ report, module }: { report: ReportData; module: ReportModule }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]}>
      {moduleColumns(report, module).map((c) => (
        <Col key={c.index} xs={12} md={8} xl={module.width === 'half' ? 12 : 6}>
          <Card size="small" variant="borderless" style={{ background: '#f5f8ff' }}>
            <Statistic
              title={`${c.title} · ${t(builtKey(`reports:report.methods.${c.method}`))}`}
              value={formatStat(report.summary[c.index])}
              suffix={c.unit ?? undefined}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * A report's modules, laid out half or full width (spec §3 multifunction report), then its production
 * figures when it has them (`groupBy`: how they are grouped, the first column's title).
 */
export function ReportModules({ report, groupBy }: { report: ReportData; groupBy: ReportProductionGroup | undefined }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} data-testid="report-modules">
      {report.modules.map((module, index) => (
        <Col key={index} xs={24} lg={module.width === 'half' ? 12 : 24} data-testid={`report-module-${module.type}`}>
          <Card title={module.title} size="small">
            {module.type === 'table' && <TableModule report={report} module={module} />}
            {module.type === 'card' && <CardModule report={report} module={module} />}
            {module.type === 'chart' && <ChartModule report={report} module={module} index={index} />}
          </Card>
        </Col>
      ))}
      {report.production && (
        <Col xs={24} data-testid="report-module-production">
          <Card title={t('reports:report.production')} size="small">
            <FiguresTable
              rows={report.production}
              groupTitle={groupBy ? t(builtKey(`reports:report.productionGroups.${groupBy}`)) : ''}
              empty={t('reports:report.productionEmpty')}
            />
          </Card>
        </Col>
      )}
    </Row>
  );
}
