import type { remoteMessagesZhCN } from './messages.zh-CN.js';

/** `remoteMessages` in en-US: exactly the zh-CN keys. */
export const remoteMessagesEnUS: Record<keyof typeof remoteMessagesZhCN, string> = {
  'validation.remoteHost': 'An address may hold letters, digits, dots, dashes and colons only',
  'validation.vncPassword': 'A VNC password is at most 8 characters',
  'validation.gpsLatitude': 'Latitude is between -90 and 90',
  'validation.gpsLongitude': 'Longitude is between -180 and 180',
  'validation.gpsRange': 'The end must be after the start, at most 31 days later',
  'validation.geofenceName': 'A fence name is 1 to 32 characters',
  'validation.geofenceRadius': 'The radius is between 10 m and 1000 km',
  'validation.geofencePolygon': 'A polygon has 3 to 100 corners',
  'error.geofenceLimit': 'A device has at most 20 geofences',
  'error.remoteNotConfigured': 'This device has no remote HMI address',
  'error.remoteGatewayOffline': "The device's gateway is offline, so its remote HMI cannot be opened through it",
  'error.remoteSessionNotFound': 'The remote session does not exist or has ended',
};
