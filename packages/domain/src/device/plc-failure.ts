import { defineMessages } from '../define-messages.js';
import { PLC_FAILURE_MESSAGES_EN_US } from './plc-failure-messages.en-US.js';
import { PLC_FAILURE_MESSAGES_ZH_CN } from './plc-failure-messages.zh-CN.js';
import type { PlcFailureReason } from './plc-failure-schema.js';

/**
 * Why a gateway cannot reach or read its PLC, whatever the protocol: the box sends the code and its
 * detail in its status (`cause`), the cloud shows it on the device page in the reader's language.
 */
export const PLC_FAILURE_CAUSES = [
  /** The serial port is held by another program: `port`. */
  'port_busy',
  /** The serial port does not exist: `port`. */
  'port_missing',
  /** The gateway may not open the serial port: `port`. */
  'port_denied',
  /** Nothing answers at the PLC's address: `host`, `port`. */
  'connection_refused',
  /** The PLC's host cannot be reached: `host`. */
  'host_unreachable',
  /** The line is up but a unit (a Modbus slave) does not answer: `unit`. */
  'no_answer',
  /** The PLC's certificate is refused or does not match what was trusted: `endpoint`, `thumbprint`. */
  'bad_certificate',
  /** The PLC refuses the user or the access: `area` (an S7 data block, an OPC UA node) when known. */
  'access_denied',
  /** The PLC does not offer the requested security mode and policy: `mode`, `policy`. */
  'security_rejected',
  /** The configuration cannot be polled by this gateway: `protocol`. */
  'unsupported',
  /** Anything else: `message`, in the library's words. */
  'unknown',
] as const;
export type PlcFailureCause = (typeof PLC_FAILURE_CAUSES)[number];

// The schema lives in a module of its own: the catalogs read the messages below without loading zod.
export { PlcFailureSchema, type PlcFailureReason } from './plc-failure-schema.js';

export const PLC_FAILURE_MESSAGES = defineMessages(PLC_FAILURE_MESSAGES_ZH_CN, PLC_FAILURE_MESSAGES_EN_US);

const isCause = (code: string): code is PlcFailureCause => (PLC_FAILURE_CAUSES as readonly string[]).includes(code);

/** The message key and parameters of a status's cause, or undefined for a code this version does not know. */
export function plcFailureMessage(
  reason: PlcFailureReason | null | undefined,
): { key: `plcFailure.${PlcFailureCause}`; params: Record<string, string | number> } | undefined {
  if (!reason || !isCause(reason.code)) return undefined;
  const params: Record<string, string | number> = { area: '', port: '', host: '', unit: '', endpoint: '', mode: '', policy: '' };
  for (const [name, value] of Object.entries(reason.detail)) if (value !== null) params[name] = value;
  return { key: `plcFailure.${reason.code}`, params };
}
