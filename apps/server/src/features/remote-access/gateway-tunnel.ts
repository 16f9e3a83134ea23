import { randomUUID } from 'node:crypto';
import { Duplex } from 'node:stream';
import { TUNNEL_PING_MS, TUNNEL_SILENCE_MS, createTunnelReceiver, createTunnelSender, tunnelTopics } from '@fieldlink/domain';
import type { MessageBus } from '../../broker/message-bus.js';
import type { Connectivity } from '../connectivity/index.js';
import type { RfbUpstream } from './rfb-proxy.js';

export interface GatewayTunnelDeps {
  bus: Pick<MessageBus, 'publish' | 'subscribe'>;
  commands: Pick<Connectivity['commands'], 'send'>;
  pingMs?: number;
  silenceMs?: number;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The cloud's end of a remote-HMI tunnel through a device's gateway (docs/device-protocol.md "Command
 * tunnel"): subscribes to the tunnel's `up` frames, sends the box a `tunnel` command
 * naming the target the administrator configured, and once the box acks (it has connected) is a
 * byte stream like a TCP socket. Pings the box and ends when the box is silent too long, ends the
 * box's side when it ends.
 */
export function createGatewayTunnels(deps: GatewayTunnelDeps) {
  const pingMs = deps.pingMs ?? TUNNEL_PING_MS;
  const silenceMs = deps.silenceMs ?? TUNNEL_SILENCE_MS;

  return {
    open(device: { id: number; boxId: string }, target: { host: string; port: number }, userId: number): RfbUpstream {
      const tunnelId = randomUUID();
      const topics = tunnelTopics(device.boxId, tunnelId);
      const sender = createTunnelSender();
      const receiver = createTunnelReceiver();
      let unsubscribe: (() => Promise<void>) | undefined;
      let opened = false;
      let ended = false;
      let heard = Date.now();
      let timer: NodeJS.Timeout | undefined;
      const publish = (frame: Uint8Array) => deps.bus.publish(topics.down, asBuffer(frame), { qos: 1 });

      /** Stops listening; tells the box to close its side unless the box said so itself. */
      function finish(sayEnd: boolean) {
        if (ended) return;
        ended = true;
        clearInterval(timer);
        if (sayEnd && opened) publish(sender.end()).catch(() => undefined);
        void unsubscribe?.().catch(() => undefined);
      }
      let boxEnded = false;

      const stream = new Duplex({
        read() {},
        write(chunk: Buffer, _encoding, callback) {
          publish(sender.data(chunk)).then(() => callback(), callback);
        },
        destroy(error, callback) {
          finish(!boxEnded);
          callback(error);
        },
      });

      function onFrame(payload: Buffer) {
        const receipt = receiver.accept(payload);
        if (receipt.kind === 'duplicate' || ended) return;
        if (receipt.kind === 'broken') return void stream.destroy(new Error(`tunnel broken: ${receipt.reason}`));
        heard = Date.now();
        const { frame } = receipt;
        if (frame.kind === 'data') stream.push(Buffer.from(frame.data));
        else if (frame.kind === 'end') {
          boxEnded = true;
          stream.destroy();
        }
      }

      const ready = (async () => {
        unsubscribe = await deps.bus.subscribe(topics.up, onFrame);
        if (ended) return void (await unsubscribe());
        const outcome = await deps.commands.send(
          device,
          { type: 'tunnel', tunnel: tunnelId, host: target.host, port: target.port },
          { userId },
        );
        if (outcome.status !== 'ok')
          throw new Error(outcome.status === 'timeout' ? 'the gateway did not answer' : `the gateway refused: ${outcome.error}`);
        opened = true;
        // The session ended while the box was connecting: its side closes too.
        if (ended) return void (await publish(sender.end()));
        heard = Date.now();
        timer = setInterval(() => {
          if (Date.now() - heard > silenceMs) return void stream.destroy(new Error('the gateway went silent'));
          publish(sender.ping()).catch((error: Error) => stream.destroy(error));
        }, pingMs);
        timer.unref();
      })();
      ready.catch(() => finish(false));
      return { stream, ready };
    },
  };
}

export type GatewayTunnels = ReturnType<typeof createGatewayTunnels>;
