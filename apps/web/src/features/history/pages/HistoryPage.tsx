import { pointLabel } from '@fieldlink/domain';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Empty, Flex, Segmented, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { saveBlob } from '../../../lib/files/saveBlob';
import { usePermission } from '../../access';
import { useLanguage } from '../../../lib/language/useLanguage';
import { historyApi } from '../api/historyApi';
import { HistoryChart } from '../components/HistoryChart';
import { useHistoryData } from '../hooks/useHistory';
import { tableRows, type ChartKind } from '../utils/chartOption';
import { historyValue, labelledSeries } from '../utils/historyReading';
import { pointIdsFromQuery, presetRange, RANGE_PRESETS, type RangePreset } from '../utils/ranges';

const fmt = (ts: string) => dayjs(ts).format('YYYY-MM-DD HH:mm:ss');

/** History (spec §2 data analysis "history"): one or many points of a device over any range, as a chart or a table, with export. */
export function HistoryPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const canExport = usePermission('history').can('export');
  const [params, setParams] = useSearchParams();
  const [preset, setPreset] = useState<RangePreset | 'custom'>('24h');
  const [custom, setCustom] = useState<[Dayjs, Dayjs]>([dayjs().subtract(1, 'day'), dayjs()]);
  const [kind, setKind] = useState<ChartKind>('line');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const [now] = useState(() => Date.now());

  const deviceParam = Number(params.get('deviceId'));
  const pointIdsParam = params.get('pointIds');
  const picked = useMemo(
    () => ({
      deviceId: Number.isInteger(deviceParam) && deviceParam > 0 ? deviceParam : undefined,
      pointIds: pointIdsFromQuery(pointIdsParam),
    }),
    [deviceParam, pointIdsParam],
  );
  const range = preset === 'custom' ? { from: custom[0].toISOString(), to: custom[1].toISOString() } : presetRange(preset, now);
  const data = useHistoryData(picked, range);
  const { deviceId, query, pointIds: chosenPoints } = data;
  const devices = data.devices.data?.items ?? [];
  const points = data.stored;

  const choose = (device: number, ids: number[]) =>
    setParams(ids.length ? { deviceId: String(device), pointIds: ids.join(',') } : { deviceId: String(device) });

  async function download(format: 'csv' | 'xlsx') {
    if (!query) return;
    setExporting(format);
    try {
      const file = await historyApi.exportFile(data.client, query, format, language);
      saveBlob(file.blob, file.fileName ?? `history.${format}`);
    } finally {
      setExporting(null);
    }
  }

  const answer = data.series.data;
  const byId = new Map(points.map((p) => [p.id, p]));
  const series = answer ? labelledSeries(answer.series, byId, language) : [];
  const rows = tableRows(series);
  const aggregated = answer !== undefined && answer.bucket !== 'raw';
  const limitDays = data.limit.data?.hisDataLimitDays ?? null;

  return (
    <Flex vertical gap={16} data-testid="history-page">
      <Card>
        <Flex wrap gap={12} align="center">
          <Select
            style={{ minWidth: 200 }}
            placeholder={t('history:device')}
            value={deviceId}
            loading={data.devices.isLoading}
            options={devices.map((d) => ({ value: d.id, label: d.name }))}
            onChange={(value: number) => choose(value, [])}
            data-testid="history-device"
          />
          <Select
            mode="multiple"
            style={{ minWidth: 280, flex: 1 }}
            placeholder={t('history:points')}
            value={chosenPoints}
            maxCount={20}
            options={points.map((p) => ({
              value: p.id,
              label: p.unit ? `${pointLabel(p, language)} (${p.unit})` : pointLabel(p, language),
            }))}
            onChange={(ids: number[]) => deviceId && choose(deviceId, ids)}
            data-testid="history-points"
          />
          <Segmented
            value={preset}
            options={[...RANGE_PRESETS, 'custom' as const].map((p) => ({ value: p, label: t(`history:range.${p}`) }))}
            onChange={(value) => setPreset(value as RangePreset | 'custom')}
            data-testid="history-range"
          />
          {preset === 'custom' && (
            <DatePicker.RangePicker
              showTime
              value={custom}
              onChange={(value) => value?.[0] && value[1] && setCustom([value[0], value[1]])}
            />
          )}
        </Flex>
      </Card>
      {limitDays !== null && <Alert type="info" showIcon title={t('history:limit', { days: limitDays })} data-testid="history-limit" />}
      {answer?.limitedFrom && (
        <Alert type="warning" showIcon title={t('history:limited', { from: fmt(answer.limitedFrom) })} data-testid="history-limited" />
      )}
      <Card
        title={
          <Space>
            {t('history:title')}
            {answer && <Tag data-testid="history-bucket">{t(`history:bucket.${answer.bucket}`)}</Tag>}
          </Space>
        }
        extra={
          <Space wrap>
            <Segmented
              value={view}
              options={[
                { value: 'chart', label: t('history:view.chart') },
                { value: 'table', label: t('history:view.table') },
              ]}
              onChange={(value) => setView(value as 'chart' | 'table')}
            />
            {view === 'chart' && (
              <Segmented
                value={kind}
                options={[
                  { value: 'line', label: t('history:kind.line') },
                  { value: 'bar', label: t('history:kind.bar') },
                ]}
                onChange={(value) => setKind(value as ChartKind)}
              />
            )}
            {canExport && (
              <>
                <Button
                  icon={<DownloadOutlined />}
                  disabled={!query}
                  loading={exporting === 'csv'}
                  onClick={() => void download('csv')}
                  data-testid="history-export-csv"
                >
                  CSV
                </Button>
                <Button
                  icon={<DownloadOutlined />}
                  disabled={!query}
                  loading={exporting === 'xlsx'}
                  onClick={() => void download('xlsx')}
                  data-testid="history-export-xlsx"
                >
                  Excel
                </Button>
              </>
            )}
          </Space>
        }
      >
        {!query ? (
          <Empty description={t('history:pick')} />
        ) : !answer ? (
          <Flex justify="center" style={{ padding: 64 }}>
            <Spin />
          </Flex>
        ) : view === 'chart' ? (
          <HistoryChart series={series} kind={kind} />
        ) : (
          <Table
            size="small"
            rowKey="key"
            dataSource={rows}
            pagination={{ defaultPageSize: 20, showSizeChanger: true }}
            data-testid="history-table"
            columns={[
              { title: t('history:columns.time'), dataIndex: 'ts', render: fmt, width: 200 },
              { title: t('history:columns.point'), dataIndex: 'point' },
              {
                title: aggregated ? t('history:columns.avg') : t('history:columns.value'),
                dataIndex: 'value',
                render: (v: number | string | null, row) =>
                  historyValue(v, byId.get(row.pointId) ?? { unit: row.unit }, { aggregated, unit: true }, language),
              },
              ...(aggregated
                ? [
                    {
                      title: t('history:columns.min'),
                      dataIndex: 'min',
                      render: (v: number | undefined, row: (typeof rows)[number]) =>
                        historyValue(v, byId.get(row.pointId), { aggregated, unit: false }, language),
                    },
                    {
                      title: t('history:columns.max'),
                      dataIndex: 'max',
                      render: (v: number | undefined, row: (typeof rows)[number]) =>
                        historyValue(v, byId.get(row.pointId), { aggregated, unit: false }, language),
                    },
                  ]
                : []),
            ]}
          />
        )}
        {answer && (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            {t('history:range.shown', { from: fmt(answer.from), to: fmt(answer.to) })}
          </Typography.Text>
        )}
      </Card>
    </Flex>
  );
}
