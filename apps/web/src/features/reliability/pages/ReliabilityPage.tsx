import { ExportOutlined } from '@ant-design/icons';
import { RELIABILITY_GROUPS, type ReliabilityFiguresDto, type ReliabilityGroup } from '@fieldlink/domain';
import { Button, Card, Col, DatePicker, Row, Segmented, Table, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { useExport } from '../../../lib/files/useExport';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { EChart } from '../../../ui/EChart';
import { Permission } from '../../access';
import { reliabilityApi } from '../api/reliabilityApi';
import { FigureCards } from '../components/FigureCards';
import { RecurrenceSetting } from '../components/RecurrenceSetting';
import { useReliability } from '../hooks/useReliability';
import { paretoOption, trendOption } from '../utils/charts';
import { hours, percent } from '../utils/figures';

interface Row {
  id: number;
  name: string;
  figures: ReliabilityFiguresDto;
}

/**
 * Reliability (/afterSales/reliability, issue 39): MTBF, MTTR with its wait/travel/work share,
 * first-time fix, repeat repairs, availability and the top failing sources per device, device type,
 * project, customer or technician over a period; trend and Pareto charts; the Excel export.
 */
export function ReliabilityPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [by, setBy] = useState<ReliabilityGroup>('device');
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(89, 'day').startOf('day'), dayjs().endOf('day')]);
  const [selected, setSelected] = useState<number | undefined>();
  const period = { from: range[0].startOf('day').toISOString(), to: range[1].endOf('day').toISOString() };
  const all = useReliability({ by, ...period });
  const one = useReliability({ by, ...period, id: selected });
  const shown = selected === undefined ? all.data : one.data;
  const exporter = useExport(
    () => reliabilityApi.export(client, { by, ...period }),
    `${t('reliability:title')}-${range[0].format('YYYY-MM-DD')}-${range[1].format('YYYY-MM-DD')}`,
  );

  const trend = useMemo(
    () =>
      trendOption(shown?.trend ?? [], {
        failures: t('reliability:trend.failures'),
        repaired: t('reliability:trend.repaired'),
        mttr: t('reliability:trend.mttr'),
        availability: t('reliability:trend.availability'),
      }),
    [shown, t],
  );
  const pareto = useMemo(
    () =>
      paretoOption(shown?.total.topSources ?? [], {
        failures: t('reliability:pareto.failures'),
        cumulative: t('reliability:pareto.cumulative'),
      }),
    [shown, t],
  );

  const columns: TableColumnsType<Row> = [
    { title: t(builtKey(`reliability:by.${by}`)), dataIndex: 'name', fixed: 'left' },
    { title: t('reliability:figures.failures'), align: 'right', render: (_, r) => r.figures.failures },
    { title: `${t('reliability:figures.mtbf')}${t('reliability:hoursUnit')}`, align: 'right', render: (_, r) => hours(r.figures.mtbfMs) },
    { title: `${t('reliability:figures.mttr')}${t('reliability:hoursUnit')}`, align: 'right', render: (_, r) => hours(r.figures.mttrMs) },
    { title: t('reliability:figures.firstTimeFix'), align: 'right', render: (_, r) => percent(r.figures.firstTimeFixRate) },
    { title: t('reliability:figures.repeatRate'), align: 'right', render: (_, r) => percent(r.figures.repeatRepairRate) },
    { title: t('reliability:figures.availability'), align: 'right', render: (_, r) => percent(r.figures.availability) },
    {
      title: t('reliability:figures.topSource'),
      render: (_, r) => (r.figures.topSources[0] ? `${r.figures.topSources[0].name} (${r.figures.topSources[0].failures})` : '—'),
    },
  ];

  return (
    <AdminPage
      title={t('reliability:title')}
      testId="reliability-page"
      filters={
        <>
          <Segmented<ReliabilityGroup>
            value={by}
            data-testid="reliability-by"
            onChange={(value) => {
              setBy(value);
              setSelected(undefined);
            }}
            options={RELIABILITY_GROUPS.map((g) => ({ value: g, label: t(builtKey(`reliability:by.${g}`)) }))}
          />
          <DatePicker.RangePicker
            allowClear={false}
            value={range}
            onChange={(value) => {
              if (value?.[0] && value[1]) setRange([value[0], value[1]]);
            }}
          />
        </>
      }
      actions={
        <>
          <RecurrenceSetting />
          <Permission page="reliability" need="export">
            <Button
              icon={<ExportOutlined />}
              loading={exporter.isPending}
              onClick={() => exporter.mutate()}
              data-testid="reliability-export"
            >
              {t('reliability:export')}
            </Button>
          </Permission>
        </>
      }
    >
      {shown && <FigureCards figures={shown.total} />}
      <Row gutter={12} style={{ marginTop: 12 }}>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('reliability:trend.title')}>
            <EChart option={trend} height={260} testId="reliability-trend" />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={t('reliability:pareto.title')}>
            <EChart option={pareto} height={260} testId="reliability-pareto" />
          </Card>
        </Col>
      </Row>
      <Table<Row>
        style={{ marginTop: 12 }}
        rowKey="id"
        size="middle"
        data-testid="reliability-table"
        columns={columns}
        dataSource={all.data?.rows ?? []}
        loading={all.isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('reliability:empty') }}
        rowClassName={(row) => (row.id === selected ? 'ant-table-row-selected' : '')}
        onRow={(row) => ({
          onClick: () => setSelected((current) => (current === row.id ? undefined : row.id)),
          style: { cursor: 'pointer' },
        })}
      />
    </AdminPage>
  );
}
