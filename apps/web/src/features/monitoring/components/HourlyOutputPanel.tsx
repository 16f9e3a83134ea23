import { DatePicker, Empty, Flex, Select, Spin, Statistic } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLanguage } from '../../../lib/language/useLanguage';
import { rowReading } from '../utils/rowReading';
import { useHourlyOutput } from '../hooks/useDeviceActivity';
import { OUTPUT_DATE_FORMAT, counterRows, defaultCounterPoint, hourlyBars } from '../utils/hourlyBars';
import type { MonitorRow } from '../utils/liveValues';
import { HourlyOutputChart } from './HourlyOutputChart';

/** Per-hour increase of a counter point over one day, as 24 bars. */
export function HourlyOutputPanel({ deviceId, rows }: { deviceId: number; rows: MonitorRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const countable = counterRows(rows);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const pointId = chosen ?? defaultCounterPoint(countable);
  const [day, setDay] = useState<Dayjs>(() => dayjs());
  const output = useHourlyOutput(deviceId, day.format(OUTPUT_DATE_FORMAT), pointId);
  const bars = output.data ? hourlyBars(output.data) : null;
  const unit = countable.find((row) => row.pointId === pointId)?.unit ?? null;

  if (countable.length === 0) return <Empty description={t('monitoring:hourly.noPoint')} />;
  return (
    <div data-testid="hourly-panel">
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Flex wrap gap={8}>
          <Select
            style={{ width: 220 }}
            value={pointId}
            onChange={setChosen}
            options={countable.map((row) => ({ value: row.pointId, label: rowReading(row, language).label }))}
            aria-label={t('monitoring:hourly.point')}
            data-testid="hourly-point"
          />
          <DatePicker
            value={day}
            allowClear={false}
            onChange={(value: Dayjs | null) => value && setDay(value)}
            disabledDate={(date) => date.isAfter(dayjs(), 'day')}
            aria-label={t('monitoring:hourly.date')}
            data-testid="hourly-date"
          />
        </Flex>
        {bars && bars.total !== null && (
          <Statistic
            title={t('monitoring:hourly.total')}
            value={bars.total}
            suffix={unit ?? undefined}
            styles={{ content: { fontSize: 20 } }}
          />
        )}
      </Flex>
      {output.isLoading ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : output.isError ? (
        <Empty description={t('monitoring:hourly.unavailable')} data-testid="hourly-unavailable" />
      ) : bars && bars.total !== null ? (
        <HourlyOutputChart bars={bars} unit={unit} />
      ) : (
        <Empty description={t('monitoring:hourly.empty')} />
      )}
    </div>
  );
}
