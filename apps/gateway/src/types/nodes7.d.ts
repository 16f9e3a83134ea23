// The part of nodes7 (plain JavaScript, no types of its own) the S7 driver uses.
declare module 'nodes7' {
  type Callback = (error?: unknown) => void;
  class NodeS7 {
    constructor(options?: { silent?: boolean; debug?: boolean });
    maxPDU: number;
    initiateConnection(params: { host: string; port: number; rack: number; slot: number; timeout?: number }, callback: Callback): void;
    dropConnection(callback?: () => void): void;
    setTranslationCB(translate: (tag: string) => string): void;
    addItems(items: string | string[]): void;
    removeItems(items?: string | string[]): void;
    readAllItems(callback: (anythingBad: boolean, values: Record<string, unknown>) => void): void;
    writeItems(items: string | string[], values: unknown, callback: (anythingBad: boolean) => void): number;
    isoConnectionState: number;
  }
  export default NodeS7;
}
