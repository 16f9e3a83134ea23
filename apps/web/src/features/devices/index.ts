// The devices feature's entry: all that other features, the shells and the shared layers use of it.
export { type DeviceRow, devicesApi } from './api/devicesApi';
export { DeviceStatusTag } from './components/DeviceStatusTag';
export { MobileProtocolFields } from './components/mobile/MobileProtocolFields';
export { generateBoxId } from './utils/boxId';
export { DEVICE_FORM_DEFAULTS, type DeviceFormValues, toDeviceCreate } from './utils/deviceForm';
export { deviceListPath } from './utils/deviceListSearch';
export { mobileConnection, type MobileConnectionValues } from './utils/mobileDevice';
export { DEVICE_STATUS_COLORS } from './utils/statusColors';
export { deviceIdFromQuery, deviceInfoPath } from './utils/deviceInfoPath';
