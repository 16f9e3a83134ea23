// The alarms feature's pure entry: helpers and constants without React components, for the pure helpers of
// other features and the shells' page registry. index.ts re-exports components too, which a unit test
// (Node, no tree-shaking) would load with antd-mobile's CSS; the build needs no such care.
export type { AlarmRow } from './api/alarmsApi';
export { alarmText } from './utils/alarmText';
