import { ServerSerial, type IServiceVector } from 'modbus-serial';

export interface RtuServerOptions {
  /** The serial device (or one end of a pseudo-terminal pair). */
  path: string;
  baudRate?: number;
  parity?: 'none' | 'even' | 'odd';
  /** The units on the line and what each answers with (a simulator's `vector`); other units stay silent. */
  units: ReadonlyMap<number, IServiceVector>;
}

export interface RtuServer {
  close(): Promise<void>;
}

/** A simulator's vector answers at once (no callbacks): its functions as they are called here. */
type Vector = Record<string, (...args: unknown[]) => unknown>;

/**
 * Modbus RTU slaves on one serial line, each unit its own simulated PLC: the line a gateway polls
 * its units on in turn. A unit that is not on the line does not answer (as on a real RS-485 bus).
 */
export function serveModbusRtu(options: RtuServerOptions): Promise<RtuServer> {
  const unit = (id: number) => {
    const vector = options.units.get(id) as unknown as Vector | undefined;
    if (!vector) throw Object.assign(new Error(`no unit ${id}`), { modbusErrorCode: 0x0b });
    return vector;
  };
  // The handler calls these with the unit last (the arity tells it they answer at once, not by callback).
  const dispatch = {
    getCoil: (addr: number, id: number) => unit(id).getCoil!(addr, id),
    getDiscreteInput: (addr: number, id: number) => unit(id).getDiscreteInput!(addr, id),
    getInputRegister: (addr: number, id: number) => unit(id).getInputRegister!(addr, id),
    getHoldingRegister: (addr: number, id: number) => unit(id).getHoldingRegister!(addr, id),
    getMultipleHoldingRegisters: (addr: number, length: number, id: number) => unit(id).getMultipleHoldingRegisters!(addr, length, id),
    getMultipleInputRegisters: (addr: number, length: number, id: number) => unit(id).getMultipleInputRegisters!(addr, length, id),
    setCoil: (addr: number, value: boolean, id: number) => unit(id).setCoil!(addr, value, id),
    setRegister: (addr: number, value: number, id: number) => unit(id).setRegister!(addr, value, id),
    setRegisterArray: (addr: number, values: number[], id: number) => unit(id).setRegisterArray!(addr, values, id),
  } as unknown as IServiceVector;
  return new Promise((resolve, reject) => {
    let server: ServerSerial | undefined = undefined;
    // Answers go out only for units on the line: the others are silent, not an exception.
    const portResponse = {
      write: (frame: Buffer) => {
        if (options.units.has(frame[0]!)) (server as unknown as { getPort(): { write(b: Buffer): void } }).getPort().write(frame);
      },
    };
    server = new ServerSerial(dispatch, {
      path: options.path,
      baudRate: options.baudRate ?? 9600,
      parity: options.parity ?? 'none',
      unitID: 255,
      portResponse,
      openCallback: (error: Error | null) => {
        if (error) reject(error);
      },
    } as ConstructorParameters<typeof ServerSerial>[1]);
    server.once('initialized', () => resolve({ close: () => new Promise<void>((done) => server!.close(() => done())) }));
  });
}
