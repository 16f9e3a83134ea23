import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Empty, Select, Slider, Space, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { geofenceAlarmed, type Geofence, type LatLng } from '@fieldlink/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { idFromQuery } from '../../scada';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { usePermission } from '../../access';
import { GeofenceEditor } from '../components/GeofenceEditor';
import { GeofenceList } from '../components/GeofenceList';
import { TrackMap, type MapFence } from '../components/TrackMap';
import { useGeofences } from '../hooks/useGeofences';
import { usePlayback } from '../hooks/usePlayback';
import { useTrack, useTrackDevices } from '../hooks/useTrack';

/**
 * GPS track (spec §2), both shells: a device's positions for a day or a range on a plain map, with
 * playback, and its geofences — listed on both, added and changed on the desktop (typed or drawn).
 */
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
  const fences = useGeofences(deviceId);
  const permission = usePermission('gpsTrack');
  const shell = useShellKind();
  const canEdit = permission.can('edit') && shell === 'desktop';
  const [editing, setEditing] = useState<{ fence?: Geofence } | undefined>();
  const [draft, setDraft] = useState<MapFence | undefined>();
  const [picked, setPicked] = useState<{ at: number; position: LatLng } | undefined>();
  const saved = fences.data ?? [];
  const mapFences: MapFence[] = [
    ...saved
      .filter((f) => f.id !== editing?.fence?.id)
      .map((f) => ({ ...f, key: f.id, alarmed: f.enabled && f.inside !== null && geofenceAlarmed(f.inside, f.trigger) })),
    ...(draft ? [draft] : []),
  ];
  const selectDevice = (id: number) => {
    setEditing(undefined);
    setDeviceId(id);
  };

  return (
    <Card data-testid="gps-track">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('gps:title')}
      </Typography.Title>
      {/* Block rows (an antd Space is inline): the figures start on a line of their own under the picker. */}
      <Space wrap style={{ display: 'flex', marginBottom: 16 }}>
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width: 220 }}
          placeholder={t('gps:device')}
          value={deviceId}
          onChange={selectDevice}
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
      {points.length === 0 && (
        <Empty description={deviceId === undefined ? t('gps:pickDevice') : t('gps:empty')} style={{ marginBottom: 12 }} />
      )}
      {points.length > 0 && (
        <Space wrap size="large" style={{ display: 'flex', margin: '4px 0 12px' }}>
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
      )}
      {(points.length > 0 || mapFences.length > 0 || editing) && (
        <TrackMap
          points={points}
          atMs={playback.atMs}
          fences={mapFences}
          onPick={editing ? (position) => setPicked({ at: Date.now(), position }) : undefined}
        />
      )}
      {points.length > 0 && (
        <Slider
          min={startMs}
          max={endMs}
          value={playback.atMs}
          onChange={playback.setAtMs}
          tooltip={{ formatter: (v) => (v === undefined ? '' : dayjs(v).format('MM-DD HH:mm:ss')) }}
          data-testid="gps-slider"
        />
      )}
      {deviceId !== undefined && editing && (
        <GeofenceEditor
          key={editing.fence?.id ?? 'new'}
          deviceId={deviceId}
          fence={editing.fence}
          picked={picked}
          onDraft={setDraft}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deviceId !== undefined && (
        <GeofenceList
          deviceId={deviceId}
          fences={saved}
          canEdit={canEdit}
          onAdd={() => {
            setPicked(undefined);
            setEditing({});
          }}
          onEdit={(fence) => {
            setPicked(undefined);
            setEditing({ fence });
          }}
        />
      )}
    </Card>
  );
}
