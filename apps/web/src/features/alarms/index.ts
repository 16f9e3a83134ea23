// The alarms feature's entry: all that other features, the shells and the shared layers use of it.
export { type AlarmRow, alarmsApi } from './api/alarmsApi';
export { AlarmSourcesPanel } from './components/AlarmSourcesPanel';
export { AlarmTable } from './components/AlarmTable';
export { ConditionEditor } from './components/ConditionEditor';
export { DeviceAlarmBadge } from './components/DeviceAlarmBadge';
export { MobileDeviceAlarms } from './components/mobile/MobileDeviceAlarms';
export { useDeviceAlarms } from './hooks/useDeviceAlarms';
export { alarmText } from './utils/alarmText';
export { type ConditionForm, conditionFromForm, emptyCondition, formFromCondition } from './utils/conditionForm';
