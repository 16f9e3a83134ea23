/**
 * What the embedded broker needs from Aedes' per-connection MQTT parser (mqtt-packet) that Aedes
 * does not offer: the packet size limit and the QoS 2 releases. Aedes 1.x has no maximum packet
 * size and buffers a packet whole before handing it over, so the limit is checked where the
 * parser has just read a packet's announced remaining length, before any of its body is kept.
 */
export interface WatchedClient {
  _parser: {
    packet: { cmd: string; length: number };
    _parseLength(): boolean;
    _emitError(error: Error): void;
    on(event: 'packet', listener: (packet: { cmd: string; messageId?: number }) => void): void;
  };
}

export class PacketTooLargeError extends Error {
  constructor(
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(`packet of ${bytes} bytes above the limit of ${limit} (MQTT_MAX_PACKET_BYTES)`);
    this.name = 'PacketTooLargeError';
  }
}

export function watchPackets(
  client: WatchedClient,
  maxPacketBytes: number,
  on: { oversized(bytes: number): void; released(messageId: number): void },
): void {
  const parser = client._parser;
  const parseLength = parser._parseLength;
  parser._parseLength = function watchedParseLength(this: WatchedClient['_parser']) {
    const read = parseLength.call(this);
    if (read && this.packet.length > maxPacketBytes) {
      on.oversized(this.packet.length);
      // The parser stops on its error and Aedes closes the connection: nothing more is read or kept.
      this._emitError(new PacketTooLargeError(this.packet.length, maxPacketBytes));
      return false;
    }
    return read;
  };
  parser.on('packet', (packet) => {
    if (packet.cmd === 'pubrel' && packet.messageId !== undefined) on.released(packet.messageId);
  });
}
