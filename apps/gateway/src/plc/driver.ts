import type { DeviceConfigPoint, PlcFailureCause } from '@fieldlink/domain';
import type { PointValue } from '../modbus/plan.js';

/**
 * What the gateway needs of a PLC protocol. The poller (`createPlcPoller`) does the rest the same
 * for every protocol: one request at a time, reconnect with backoff, the PLC's state and its cause,
 * timers per poll interval, and the protocol-neutral write path that write commands, recipes, the
 * device lock and the remote HMI use.
 */
export interface PlcDriver<Group extends DriverGroup = DriverGroup> {
  /** Where the PLC is, for the log. */
  readonly where: Record<string, unknown>;
  /** Values arrive by subscription (`PlcSession.subscribe`), not by polling. */
  readonly subscribes?: boolean;
  /** How the points are read: groups by poll interval (and unit), and the points that cannot be. */
  plan(points: readonly DeviceConfigPoint[]): { groups: Group[]; invalid: { point: DeviceConfigPoint; error: string }[] };
  /** Throws a RecipeFailure (`not_holding_register`) when `area`/`address` cannot take 16-bit words. */
  checkWords(area: string, address: number): void;
  /** Opens a connection; rejects with a PlcFailure naming the cause. */
  connect(): Promise<PlcSession<Group>>;
}

export interface DriverGroup {
  intervalMs: number;
  /** Tells the groups apart in the log and in the failure bookkeeping. */
  key: string;
}

export interface PlcSession<Group extends DriverGroup = DriverGroup> {
  /** False once the connection is known lost. */
  readonly open: boolean;
  /**
   * Reads one group (polling drivers): the values read; a refusal of part of it is the driver's to
   * log. Rejects with a PlcFailure: `link` true drops the connection, false (a unit that does not
   * answer) keeps it for the other groups.
   */
  read(group: Group): Promise<Record<string, PointValue>>;
  /**
   * Subscribing drivers (OPC UA): values arrive by themselves from now on; `onFailure` when the
   * subscription or the connection breaks.
   */
  subscribe?(
    groups: readonly Group[],
    onValues: (ts: number, values: Record<string, PointValue>) => void,
    onFailure: (failure: PlcFailure) => void,
  ): Promise<void>;
  write(point: DeviceConfigPoint, value: PointValue): Promise<void>;
  /** Recipes and the device lock: 16-bit words at a point-style address (`4x` 40, `DB5` 10, a NodeId and an index). */
  readWords(area: string, address: number, count: number): Promise<number[]>;
  writeWords(area: string, address: number, words: readonly number[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * A PLC that cannot be reached, read or written, with the cause (`PLC_FAILURE_CAUSES`) the cloud
 * translates. `link` false: the connection itself is fine (a unit on a shared line is silent).
 */
export class PlcFailure extends Error {
  constructor(
    message: string,
    readonly code: PlcFailureCause,
    readonly detail: Record<string, string | number | null> = {},
    readonly link = true,
  ) {
    super(message);
    this.name = 'PlcFailure';
  }
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The socket-level causes every TCP-based protocol shares; undefined when the error is none of them. */
export function socketFailure(error: unknown, host: string, port: number): PlcFailure | undefined {
  const code = (error as { code?: unknown; errno?: unknown } | null)?.code ?? (error as { errno?: unknown } | null)?.errno;
  const text = errorText(error);
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(text))
    return new PlcFailure(`the PLC at ${host}:${port} refuses the connection`, 'connection_refused', { host, port });
  if (['EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'].includes(String(code)) || /EHOSTUNREACH|ENETUNREACH|ENOTFOUND/.test(text))
    return new PlcFailure(`the PLC host ${host} cannot be reached`, 'host_unreachable', { host });
  return undefined;
}
