// The part of node-snap7's S7 server (a native addon without types) the simulator uses.
declare module 'node-snap7' {
  interface S7Tag {
    Area: number;
    DBNumber: number;
    Start: number;
    Size: number;
    WordLen: number;
  }
  export class S7Server {
    SetResourceless(value: boolean): boolean;
    SetParam(param: number, value: number): boolean;
    StartTo(address: string): boolean;
    Stop(): boolean;
    LastError(): number;
    ErrorText(code: number): string;
    on(
      event: 'readWrite',
      listener: (sender: string, operation: number, tag: S7Tag, buffer: Buffer, callback: (buffer?: Buffer) => void) => void,
    ): this;
    readonly LocalPort: number;
    readonly operationRead: number;
  }
  const snap7: { S7Server: typeof S7Server };
  export default snap7;
}
