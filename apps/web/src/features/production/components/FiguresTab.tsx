import { FIGURE_GROUPS, type FigureGroup } from '@fieldlink/domain';
import { Button, DatePicker, Segmented, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { useExport } from '../../../lib/files/useExport';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { EChart } from '../../../ui/EChart';
import { Permission } from '../../access';
import { productionApi } from '../api/productionApi';
import { useFigures } from '../hooks/useProduction';
import { FiguresTable } from './FiguresTable';

/** The figures tab: output, target, attainment, cycle and OEE per task, device, shift or day; a chart and the Excel export. */
export function FiguresTab() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [groupBy, setGroupBy] = useState<FigureGroup>('day');
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(6, 'day'), dayjs()]);
  const query = { groupBy, from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') };
  const figures = useFigures(query);
  const download = useExport(() => productionApi.exportFigures(client, query), t('production:tabs.figures'));
  const data = figures.data;
  const rows = useMemo(() => data ?? [], [data]);
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { data: [t('production:fields.target'), t('production:fields.good'), 'OEE'] },
      xAxis: { type: 'category', data: rows.map((r) => r.label) },
      yAxis: [{ type: 'value' }, { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } }],
      series: [
        { name: t('production:fields.target'), type: 'bar', data: rows.map((r) => r.target) },
        { name: t('production:fields.good'), type: 'bar', data: rows.map((r) => r.good) },
        { name: 'OEE', type: 'line', yAxisIndex: 1, data: rows.map((r) => (r.oee === null ? null : Math.round(r.oee * 1000) / 10)) },
      ],
    }),
    [rows, t],
  );
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={groupBy}
          onChange={(v) => setGroupBy(v as FigureGroup)}
          options={FIGURE_GROUPS.map((g) => ({ value: g, label: t(builtKey(`production:groupBy.${g}`)) }))}
        />
        <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
        <Permission page="productionManagement" need="export">
          <Button loading={download.isPending} onClick={() => download.mutate()} data-testid="figures-export">
            {t('production:export')}
          </Button>
        </Permission>
      </Space>
      <EChart option={option} height={280} testId="production-chart" />
      <FiguresTable rows={rows} groupTitle={t(builtKey(`production:groupBy.${groupBy}`))} loading={figures.isLoading} />
    </>
  );
}
