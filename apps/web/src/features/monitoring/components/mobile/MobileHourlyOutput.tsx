import { Card, DatePicker, DotLoading, List, Selector } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useLanguage } from '../../../../lib/language/useLanguage';
import { rowReading } from '../../utils/rowReading';
import { useHourlyOutput } from '../../hooks/useDeviceActivity';
import { OUTPUT_DATE_FORMAT, counterRows, defaultCounterPoint, hourlyBars } from '../../utils/hourlyBars';
import type { MonitorRow } from '../../utils/liveValues';
import { HourlyOutputChart } from '../HourlyOutputChart';

/** One day's per-hour output of a counter point, on a phone: point chips, a date row, the bars. */
export function MobileHourlyOutput({ deviceId, rows }: { deviceId: number; rows: MonitorRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const countable = counterRows(rows);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const pointId = chosen ?? defaultCounterPoint(countable);
  const [day, setDay] = useState(() => dayjs().format(OUTPUT_DATE_FORMAT));
  const [picking, setPicking] = useState(false);
  const output = useHourlyOutput(deviceId, day, pointId);
  const bars = output.data ? hourlyBars(output.data) : null;
  const unit = countable.find((row) => row.pointId === pointId)?.unit ?? null;

  return (
    <Card title={t('monitoring:tabs.hourly')} style={{ borderRadius: 8, marginBottom: 12 }} data-testid="hourly-panel">
      {countable.length === 0 ? (
        <div style={{ color: '#999' }}>{t('monitoring:hourly.noPoint')}</div>
      ) : (
        <>
          <Selector
            columns={2}
            value={pointId === undefined ? [] : [pointId]}
            onChange={(values) => values[0] !== undefined && setChosen(values[0])}
            options={countable.map((row) => ({ value: row.pointId, label: rowReading(row, language).label }))}
            style={{ '--padding': '6px 8px', fontSize: 13 }}
          />
          <List style={{ '--border-top': 'none', '--border-bottom': 'none', '--padding-left': '0', margin: '8px 0' }}>
            <List.Item onClick={() => setPicking(true)} extra={day} data-testid="hourly-date">
              {t('monitoring:hourly.date')}
            </List.Item>
          </List>
          <DatePicker
            visible={picking}
            onClose={() => setPicking(false)}
            precision="day"
            max={new Date()}
            value={dayjs(day).toDate()}
            onConfirm={(value) => setDay(dayjs(value).format(OUTPUT_DATE_FORMAT))}
          />
          {output.isLoading ? (
            <div style={{ textAlign: 'center', padding: 24 }}>
              <DotLoading />
            </div>
          ) : output.isError ? (
            <div style={{ color: '#999' }} data-testid="hourly-unavailable">
              {t('monitoring:hourly.unavailable')}
            </div>
          ) : bars && bars.total !== null ? (
            <>
              <div style={{ fontSize: 13, color: '#666', marginBottom: 4 }}>
                {t('monitoring:hourly.total')}: <b>{bars.total.toLocaleString()}</b> {unit}
              </div>
              <HourlyOutputChart bars={bars} unit={unit} height={200} />
            </>
          ) : (
            <div style={{ color: '#999' }}>{t('monitoring:hourly.empty')}</div>
          )}
        </>
      )}
    </Card>
  );
}
