import { DatePicker, Empty, Flex, Spin, Timeline, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import { DeviceStatusTag } from '../../devices';
import { useStatusEvents } from '../hooks/useDeviceActivity';
import { STATUS_TIMELINE_COLORS, defaultHistoryRange, historyRange } from '../utils/statusHistory';

/** The device's status changes in a period (the last 7 days to start with), newest first. */
export function StatusHistory({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => defaultHistoryRange(dayjs()));
  const events = useStatusEvents(deviceId, historyRange(range));
  const items = events.data ?? [];

  return (
    <div data-testid="status-history">
      <DatePicker.RangePicker
        value={range}
        allowClear={false}
        onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
        style={{ marginBottom: 20 }}
        data-testid="status-history-range"
      />
      {events.isLoading ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : events.isError ? (
        <Empty description={t('monitoring:history.unavailable')} data-testid="status-history-unavailable" />
      ) : items.length === 0 ? (
        <Empty description={t('monitoring:history.empty')} />
      ) : (
        <Timeline
          mode="start"
          items={items.map((event, index) => ({
            key: `${event.at}-${index}`,
            color: STATUS_TIMELINE_COLORS[event.status],
            content: (
              <Flex gap={12} align="center" wrap>
                <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>{formatTime(event.at)}</Typography.Text>
                <DeviceStatusTag status={event.status} />
                {event.reason && <Typography.Text type="secondary">{event.reason}</Typography.Text>}
              </Flex>
            ),
          }))}
        />
      )}
    </div>
  );
}
