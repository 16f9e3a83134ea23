import { pointLabel } from '@fieldlink/domain';
import { Card, DotLoading, Empty, NoticeBar, Picker, Selector, Space, Tag } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { HistoryChart } from '../../components/HistoryChart';
import { useHistoryData } from '../../hooks/useHistory';
import { labelledSeries } from '../../utils/historyReading';
import { useLanguage } from '../../../../lib/language/useLanguage';
import { pointIdsFromQuery, presetRange, RANGE_PRESETS, type RangePreset } from '../../utils/ranges';

/** Mobile history: a device and its points, range presets, the chart. */
export function MobileHistoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [preset, setPreset] = useState<RangePreset>('24h');
  const [pickingDevice, setPickingDevice] = useState(false);
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
  const data = useHistoryData(picked, presetRange(preset, now));
  const { deviceId, query, pointIds: chosen } = data;
  const devices = data.devices.data?.items ?? [];
  const points = data.stored;
  const language = useLanguage();
  const device = devices.find((d) => d.id === deviceId);

  const answer = data.series.data;
  const limitDays = data.limit.data?.hisDataLimitDays ?? null;
  return (
    <div data-testid="history-page">
      <Card onClick={() => setPickingDevice(true)} title={t('history:device')} extra={device?.name ?? '—'} />
      <Picker
        visible={pickingDevice}
        onClose={() => setPickingDevice(false)}
        columns={[devices.map((d) => ({ label: d.name, value: d.id }))]}
        value={deviceId === undefined ? [] : [deviceId]}
        onConfirm={(value) => value[0] !== undefined && value[0] !== null && setParams({ deviceId: String(value[0]) })}
        confirmText={t('history:ok')}
        cancelText={t('history:cancel')}
      />
      <Card title={t('history:points')}>
        <Selector
          multiple
          columns={2}
          value={chosen}
          options={points.map((p) => ({ value: p.id, label: p.unit ? `${pointLabel(p, language)} (${p.unit})` : pointLabel(p, language) }))}
          onChange={(ids) =>
            deviceId && setParams(ids.length ? { deviceId: String(deviceId), pointIds: ids.join(',') } : { deviceId: String(deviceId) })
          }
        />
      </Card>
      <Card>
        <Selector
          columns={4}
          value={[preset]}
          options={RANGE_PRESETS.map((p) => ({ value: p, label: t(`history:range.${p}`) }))}
          onChange={(value) => value[0] && setPreset(value[0])}
          data-testid="history-range"
        />
      </Card>
      {limitDays !== null && <NoticeBar content={t('history:limit', { days: limitDays })} color="info" />}
      {answer?.limitedFrom && (
        <NoticeBar content={t('history:limited', { from: new Date(answer.limitedFrom).toLocaleString() })} color="alert" />
      )}
      <Card
        title={
          <Space>
            {t('history:title')}
            {answer && <Tag>{t(`history:bucket.${answer.bucket}`)}</Tag>}
          </Space>
        }
      >
        {!query ? (
          <Empty description={t('history:pick')} />
        ) : !answer ? (
          <div style={{ textAlign: 'center', padding: 32 }}>
            <DotLoading />
          </div>
        ) : (
          <HistoryChart series={labelledSeries(answer.series, new Map(points.map((p) => [p.id, p])), language)} kind="line" height={300} />
        )}
      </Card>
    </div>
  );
}
