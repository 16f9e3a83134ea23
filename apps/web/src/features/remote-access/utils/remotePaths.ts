/** The remote-HMI session page (spec §2 /item/noVnc_device), under the device list `/noVnc`. */
export const REMOTE_SESSION_PATH = '/item/noVnc_device';

export const remoteSessionLink = (deviceId: number) => `${REMOTE_SESSION_PATH}?deviceId=${deviceId}`;
