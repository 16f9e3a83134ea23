import type { DeviceStatusName } from '@fieldlink/domain';

/** A device state's tag colour; the same names in antd and antd-mobile. */
export const DEVICE_STATUS_COLORS: Record<DeviceStatusName, string> = { online: 'success', comm_failure: 'warning', offline: 'default' };
