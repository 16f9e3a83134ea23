import type { AlarmRow } from './alarms.repository.js';

/** What the stream pushes about an alarm (raised, acknowledged, cleared). */
export type AlarmEvent = {
  id: number;
  alarmSourceId: number | null;
  geofenceId: number | null;
  projectId: number;
  deviceId: number;
  pointId: number;
  name: string;
  level: number;
  state: string;
  value: number | null;
  textZh: string;
  textEn: string;
  raisedAt: string;
  acknowledgedAt: string | null;
  clearedAt: string | null;
  workOrderId: number | null;
};

export function alarmEventOf(alarm: AlarmRow): AlarmEvent {
  return {
    id: alarm.id,
    alarmSourceId: alarm.sourceId,
    geofenceId: alarm.geofenceId ?? null,
    projectId: alarm.projectId,
    deviceId: alarm.deviceId,
    pointId: alarm.pointId,
    name: alarm.name,
    level: alarm.level,
    state: alarm.state,
    value: alarm.value,
    textZh: alarm.textZh,
    textEn: alarm.textEn,
    raisedAt: alarm.raisedAt.toISOString(),
    acknowledgedAt: alarm.acknowledgedAt?.toISOString() ?? null,
    clearedAt: alarm.clearedAt?.toISOString() ?? null,
    workOrderId: alarm.workOrderId,
  };
}
