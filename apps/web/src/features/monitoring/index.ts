// The monitoring feature's entry: all that other features, the shells and the shared layers use of it.
export { monitoringApi } from './api/monitoringApi';
export { FeedIndicator } from './components/FeedIndicator';
export { LiveValue } from './components/LiveValue';
export { MobileSetValuePopup } from './components/mobile/MobileSetValuePopup';
export { SetValueModal } from './components/SetValueModal';
export { commandsQueryKey } from './hooks/useDeviceActivity';
export { deviceQueryKey } from './hooks/useDeviceStatus';
export { useFeedMode } from './hooks/useFeedMode';
export { useLiveValues } from './hooks/useLiveValues';
export { useMonitorRows } from './hooks/useMonitorRows';
export { type FeedMode, LIVE_POLL_MS, pollInterval } from './utils/liveFeed';
export { isNewer, type MonitorRow } from './utils/liveValues';
export { rowReading } from './utils/rowReading';
export { setValueOutcome } from './utils/setValueOutcome';
export { SET_VALUE_PAGE } from './utils/setValueRule';
