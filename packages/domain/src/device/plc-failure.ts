import { defineMessages } from '../define-messages.js';
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

export const PLC_FAILURE_MESSAGES = defineMessages(
  {
    'plcFailure.port_busy': '串口 {{port}} 被其他程序占用',
    'plcFailure.port_missing': '串口 {{port}} 不存在',
    'plcFailure.port_denied': '无权打开串口 {{port}}',
    'plcFailure.connection_refused': 'PLC {{host}}:{{port}} 拒绝连接',
    'plcFailure.host_unreachable': '无法到达 PLC 主机 {{host}}',
    'plcFailure.no_answer': '站号 {{unit}} 无应答',
    'plcFailure.bad_certificate': 'PLC 证书不被信任（{{endpoint}}）',
    'plcFailure.access_denied': 'PLC 拒绝访问 {{area}}',
    'plcFailure.security_rejected': 'PLC 不支持安全模式 {{mode}} / {{policy}}',
    'plcFailure.unsupported': '本网关不支持协议 {{protocol}}',
    'plcFailure.unknown': '通讯错误：{{message}}',
  },
  {
    'plcFailure.port_busy': 'Serial port {{port}} is busy (used by another program)',
    'plcFailure.port_missing': 'Serial port {{port}} does not exist',
    'plcFailure.port_denied': 'No permission to open serial port {{port}}',
    'plcFailure.connection_refused': 'The PLC at {{host}}:{{port}} refuses the connection',
    'plcFailure.host_unreachable': 'The PLC host {{host}} cannot be reached',
    'plcFailure.no_answer': 'No answer from unit {{unit}}',
    'plcFailure.bad_certificate': 'The PLC certificate is not trusted ({{endpoint}})',
    'plcFailure.access_denied': 'The PLC denies access to {{area}}',
    'plcFailure.security_rejected': 'The PLC does not offer security {{mode}} / {{policy}}',
    'plcFailure.unsupported': 'Protocol {{protocol}} is not polled by this gateway',
    'plcFailure.unknown': 'Communication error: {{message}}',
  },
);

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
