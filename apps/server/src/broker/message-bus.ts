/**
 * The MQTT side of the server: an embedded broker or a connection to an external one. Features
 * reach devices only through this, so the same code runs on both.
 */
export interface MessageBus {
  kind: 'embedded' | 'external';
  /** True while the broker accepts devices (embedded) or the connection is up (external). */
  healthy(): boolean;
  publish(topic: string, payload: string | Buffer, options?: { qos?: 0 | 1; retain?: boolean }): Promise<void>;
  close(): Promise<void>;
}

/** Checks a device's credentials; the connectivity feature provides the real one. */
export type DeviceAuthenticator = (clientId: string, userName: string | undefined, password: Buffer | undefined) => Promise<boolean>;

/** Until devices exist, no client may connect. */
export const refuseAllDevices: DeviceAuthenticator = async () => false;
