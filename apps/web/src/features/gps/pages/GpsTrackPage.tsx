import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Empty, Select, Slider, Space, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { idFromQuery } from '../../scada/editor/utils/shapePath';
import { TrackMap } from '../components/TrackMap';
import { usePlayback } from '../hooks/usePlayback';
import { useTrack, useTrackDevices } from '../hooks/useTrack';

/** GPS track (spec §2), both shells: a device's positions for a day or a range on a plain map, with playback. */
export function GpsTrackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const devices = useTrackDevices();
  const [deviceId, setDeviceId] = useState<number | undefined>(() => idFromQuery(params.get('deviceId')));
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().startOf('day'), dayjs().endOf('day')]);
  const from = range[0].startOf('day').toISOString();
  const to = range[1].endOf('day').toISOString();
  const track = useTrack(deviceId, from, to);
  const points = useMemo(() => track.data?.points ?? [], [track.data]);
  const startMs = points.length ? Date.parse(points[0]!.ts) : 0;
  const endMs = points.length ? Date.parse(points.at(-1)!.ts) : 0;
  const playback = usePlayback(startMs, endMs);

  return (
    <Card data-testid="gps-track">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('gps:title')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width: 220 }}
          placeholder={t('gps:device')}
          value={deviceId}
          onChange={setDeviceId}
          options={(devices.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
          data-testid="gps-device"
        />
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          maxDate={dayjs().endOf('day')}
          onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
        />
      </Space>
      {points.length === 0 ? (
        <Empty description={deviceId === undefined ? t('gps:pickDevice') : t('gps:empty')} />
      ) : (
        <>
          <Space wrap size="large" style={{ marginBottom: 8 }}>
            <Statistic title={t('gps:distance')} value={(track.data!.distanceM / 1000).toFixed(2)} suffix="km" />
            <Statistic title={t('gps:points')} value={points.length} />
            <Statistic title={t('gps:at')} value={dayjs(playback.atMs).format('MM-DD HH:mm')} />
            <Space>
              <Button
                icon={playback.playing ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
                onClick={playback.playing ? playback.pause : playback.play}
                data-testid="gps-play"
              >
                {playback.playing ? t('gps:pause') : t('gps:play')}
              </Button>
            </Space>
          </Space>
          <TrackMap points={points} atMs={playback.atMs} />
          <Slider
            min={startMs}
            max={endMs}
            value={playback.atMs}
            onChange={playback.setAtMs}
            tooltip={{ formatter: (v) => (v === undefined ? '' : dayjs(v).format('MM-DD HH:mm:ss')) }}
            data-testid="gps-slider"
          />
        </>
      )}
    </Card>
  );
}
