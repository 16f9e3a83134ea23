// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- nodes7 has no types; the declaration must travel with this file into the server's typecheck
/// <reference path="../types/nodes7.d.ts" />
import { S7_SIZE_BYTES, parseS7Address, type S7Address } from '@fieldlink/domain';
import NodeS7 from 'nodes7';
import { silentLog, type GatewayLog } from '../log.js';
import type { PointValue } from '../modbus/plan.js';
import { RecipeFailure } from '../recipe.js';
import { PlcFailure, errorText, socketFailure, type PlcDriver, type PlcSession } from './driver.js';
import { decodeS7, encodeS7, planS7Reads, type S7Group, type S7Range } from './s7-plan.js';

export interface S7DriverOptions {
  host: string;
  port: number;
  rack: number;
  slot: number;
  timeoutMs?: number;
  log?: GatewayLog;
}

/** The nodes7 item that reads a byte range (`DB5,BYTE10.4`, `MB0.8`). */
export function rangeItem(range: Pick<S7Range, 'area' | 'db' | 'offset' | 'length'>): string {
  return range.area === 'DB' ? `DB${range.db},BYTE${range.offset}.${range.length}` : `${range.area}B${range.offset}.${range.length}`;
}

/** The nodes7 item that writes one bit (`DB5,X10.3`, `M0.1`). */
const bitItem = (a: S7Address) => (a.area === 'DB' ? `DB${a.db},X${a.offset}.${a.bit}` : `${a.area}${a.offset}.${a.bit}`);

/** Where recipe and lock words go: `DB5` (byte offset as the address) or `M`. */
function wordArea(area: string): Pick<S7Range, 'area' | 'db'> | undefined {
  const db = /^DB(\d{1,5})$/i.exec(area.trim());
  if (db && Number(db[1]) >= 1) return { area: 'DB', db: Number(db[1]) };
  return /^M$/i.test(area.trim()) ? { area: 'M' } : undefined;
}

/**
 * Siemens S7 (300/400/1200/1500 over ISO-on-TCP) through nodes7. Reads follow `planS7Reads`: byte
 * ranges packed into as few PDUs as the negotiated PDU size allows, decoded here (big-endian).
 * Recipes and the lock write 16-bit words into a data block (`DB5`, address = byte offset) or M.
 */
export function s7Driver(options: S7DriverOptions): PlcDriver<S7Group> {
  const log = options.log ?? silentLog;
  const where = { host: options.host, port: options.port, rack: options.rack, slot: options.slot };
  /** The PDU size the last connection negotiated; 240 (the smallest any S7 offers) until one has. */
  let pduSize = 240;

  async function connect(): Promise<PlcSession<S7Group>> {
    const plc = new NodeS7({ silent: true });
    await new Promise<void>((resolve, reject) =>
      plc.initiateConnection(
        { host: options.host, port: options.port, rack: options.rack, slot: options.slot, timeout: options.timeoutMs ?? 2000 },
        (error) => (error ? reject(error) : resolve()),
      ),
    ).catch((error: unknown) => {
      plc.dropConnection();
      throw socketFailure(error, options.host, options.port) ?? new PlcFailure(errorText(error), 'unknown', { message: errorText(error) });
    });
    pduSize = plc.maxPDU || pduSize;
    let open = true;

    /** Reads items; a refused item is named by its area (S7 answers "access denied" or "object does not exist" per item). */
    function read(items: string[], areaOf: (item: string) => string): Promise<Record<string, unknown>> {
      plc.removeItems();
      plc.addItems(items);
      return new Promise((resolve, reject) =>
        plc.readAllItems((bad, values) => {
          if (!bad) return resolve(values);
          const refused = items.find((item) => typeof values[item] === 'string' && String(values[item]).startsWith('BAD'));
          if (refused)
            return reject(new PlcFailure(`the PLC denies access to ${areaOf(refused)}`, 'access_denied', { area: areaOf(refused) }, false));
          open = plc.isoConnectionState === 4;
          reject(new PlcFailure('no answer from the PLC', 'no_answer', { unit: `${options.rack}/${options.slot}` }));
        }),
      );
    }

    function write(item: string, value: unknown, area: string): Promise<void> {
      return new Promise((resolve, reject) => {
        plc.writeItems(item, value, (bad) =>
          bad ? reject(new PlcFailure(`the PLC refused the write of ${item}`, 'access_denied', { area }, false)) : resolve(),
        );
      });
    }

    const areaName = (range: Pick<S7Range, 'area' | 'db'>) => (range.area === 'DB' ? `DB${range.db}` : range.area);

    return {
      get open() {
        return open && plc.isoConnectionState === 4;
      },
      async read(group) {
        const values: Record<string, PointValue> = {};
        for (const pdu of group.pdus) {
          const items = pdu.map(rangeItem);
          const answers = await read(items, (item) => areaName(pdu[items.indexOf(item)]!));
          pdu.forEach((range, i) => {
            const bytes = Uint8Array.from(answers[items[i]!] as number[]);
            for (const planned of range.points) {
              try {
                values[planned.point.name] = decodeS7(planned, range, bytes);
              } catch (error) {
                log.warn({ point: planned.point.name, error: errorText(error) }, 'point value does not decode');
              }
            }
          });
        }
        return values;
      },
      async write(point, value) {
        const address = parseS7Address(point.tag ?? '');
        const area = areaName(address);
        if (address.size === 'bit') {
          if (value !== true && value !== false && value !== 0 && value !== 1)
            throw new TypeError(`a bit is true, false, 1 or 0, got ${JSON.stringify(value)}`);
          return write(bitItem(address), Boolean(value), area);
        }
        const bytes = encodeS7(address, point.dataType, value);
        await write(rangeItem({ ...address, length: S7_SIZE_BYTES[address.size] }), bytes, area);
      },
      async readWords(area, address, count) {
        const place = { ...wordArea(area)!, offset: address, length: count * 2 };
        const answer = await read([rangeItem(place)], () => area);
        const bytes = answer[rangeItem(place)] as number[];
        return Array.from({ length: count }, (_, i) => (bytes[2 * i]! << 8) | bytes[2 * i + 1]!);
      },
      async writeWords(area, address, words) {
        const place = { ...wordArea(area)!, offset: address, length: words.length * 2 };
        await write(
          rangeItem(place),
          words.flatMap((w) => [w >> 8, w & 0xff]),
          area,
        );
      },
      close: () => new Promise<void>((resolve) => plc.dropConnection(() => resolve())),
    };
  }

  return {
    where,
    plan: (points) => planS7Reads(points, pduSize),
    checkWords(area) {
      if (!wordArea(area))
        throw new RecipeFailure(`${area} cannot take words (use a data block like DB5, or M)`, 'not_holding_register', { address: area });
    },
    connect,
  };
}
