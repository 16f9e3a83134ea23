import net from 'node:net';
import {
  TUNNEL_MAX_PER_BOX,
  TUNNEL_PING_MS,
  TUNNEL_SILENCE_MS,
  TUNNEL_WINDOW,
  createTunnelReceiver,
  createTunnelSender,
  tunnelTargetAllowed,
  type TunnelCommand,
} from '@fieldlink/domain';
import type { GatewayLog } from './log.js';

export interface GatewayTunnelsOptions {
  /** Publishes one frame up (QoS 1); resolves when the broker has it. */
  publish(tunnelId: string, frame: Uint8Array): Promise<void>;
  log: GatewayLog;
  /** `host:port` pairs tunnels may reach; an empty list refuses every tunnel; none: any target the cloud names. */
  allow?: readonly string[];
  /** Maps the configured target to where it really is (the demo's HMI on a port picked at start). */
  resolve?: (host: string, port: number) => { host: string; port: number };
  connectTimeoutMs?: number;
  pingMs?: number;
  silenceMs?: number;
}

interface Tunnel {
  socket: net.Socket;
  frame(payload: Uint8Array): void;
  close(sayEnd: boolean): void;
}

/**
 * The box's side of the remote-HMI tunnels (docs/device-protocol.md "Command tunnel"): on a
 * `tunnel` command it connects to the VNC server the cloud names (when its own allow list lets it),
 * then carries bytes both ways as numbered frames. It stops reading the VNC server while
 * `TUNNEL_WINDOW` frames wait for the broker, pings the cloud, and ends a tunnel that hears nothing
 * for `TUNNEL_SILENCE_MS` (the cloud went away without an `end`).
 */
export function createGatewayTunnels(options: GatewayTunnelsOptions) {
  const { log } = options;
  const pingMs = options.pingMs ?? TUNNEL_PING_MS;
  const silenceMs = options.silenceMs ?? TUNNEL_SILENCE_MS;
  const tunnels = new Map<string, Tunnel>();

  function connect(host: string, port: number): Promise<net.Socket> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host, port });
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`connect to ${host}:${port} timed out`));
      }, options.connectTimeoutMs ?? 5000);
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.setNoDelay(true);
        resolve(socket);
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  function track(tunnelId: string, socket: net.Socket): Tunnel {
    const sender = createTunnelSender();
    const receiver = createTunnelReceiver();
    let inFlight = 0;
    let ended = false;
    let heard = Date.now();

    const send = (frame: Uint8Array) => {
      inFlight++;
      if (inFlight >= TUNNEL_WINDOW) socket.pause();
      options.publish(tunnelId, frame).then(
        () => {
          inFlight--;
          if (inFlight < TUNNEL_WINDOW / 2 && socket.isPaused() && !ended) socket.resume();
        },
        (error: Error) => {
          log.warn({ tunnel: tunnelId, error: error.message }, 'tunnel frame not published');
          close(false);
        },
      );
    };
    const timer = setInterval(() => {
      if (Date.now() - heard > silenceMs) {
        log.info({ tunnel: tunnelId }, 'tunnel silent; closed');
        return close(true);
      }
      send(sender.ping());
    }, pingMs);
    timer.unref();

    function close(sayEnd: boolean) {
      if (ended) return;
      ended = true;
      clearInterval(timer);
      tunnels.delete(tunnelId);
      socket.destroy();
      if (sayEnd) send(sender.end());
      log.info({ tunnel: tunnelId }, 'tunnel closed');
    }

    socket.on('data', (chunk: Buffer) => send(sender.data(chunk)));
    socket.on('close', () => close(true));
    socket.on('error', (error) => log.debug({ tunnel: tunnelId, error: error.message }, 'tunnel socket error'));

    return {
      socket,
      close,
      frame(payload) {
        const receipt = receiver.accept(payload);
        if (receipt.kind === 'duplicate') return;
        if (receipt.kind === 'broken') {
          log.warn({ tunnel: tunnelId, reason: receipt.reason }, 'tunnel broken');
          return close(true);
        }
        heard = Date.now();
        const { frame } = receipt;
        if (frame.kind === 'data') socket.write(frame.data);
        else if (frame.kind === 'end') close(false);
      },
    };
  }

  return {
    /** Opens the command's tunnel; rejects with the reason the ack carries. */
    async open(command: TunnelCommand): Promise<void> {
      if (tunnels.has(command.tunnel)) return;
      if (!tunnelTargetAllowed(options.allow, command.host, command.port))
        throw new Error(`tunnel to ${command.host}:${command.port} is not allowed by this box`);
      if (tunnels.size >= TUNNEL_MAX_PER_BOX) throw new Error(`at most ${TUNNEL_MAX_PER_BOX} tunnels at once`);
      const target = options.resolve?.(command.host, command.port) ?? { host: command.host, port: command.port };
      const socket = await connect(target.host, target.port);
      tunnels.set(command.tunnel, track(command.tunnel, socket));
      log.info({ tunnel: command.tunnel, host: command.host, port: command.port }, 'tunnel opened');
    },

    /** A frame from the cloud; one for a tunnel this box does not have is dropped. */
    frame(tunnelId: string, payload: Uint8Array) {
      tunnels.get(tunnelId)?.frame(payload);
    },

    count: () => tunnels.size,

    closeAll() {
      for (const tunnel of [...tunnels.values()]) tunnel.close(true);
    },
  };
}

export type GatewayTunnels = ReturnType<typeof createGatewayTunnels>;
