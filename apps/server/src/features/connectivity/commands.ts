import { randomUUID } from 'node:crypto';
import {
  COMMAND_TIMEOUT_MS,
  deviceTopics,
  type Command,
  type CommandAck,
  type RecipeCommand,
  type RecipeFailureReason,
} from '@fieldlink/domain';
import type { MessageBus } from '../../broker/message-bus.js';
import type { ConnectivityRepository } from './connectivity.repository.js';
import type { LiveHub } from './live-hub.js';

/** `reason`: the ack's code and detail when the box (or the local writer) gave one. */
export type CommandOutcome = { commandId: string; status: 'ok' | 'error' | 'timeout'; error?: string; reason?: RecipeFailureReason };

/** A device the server talks to itself (LAN Modbus): writes and recipes go to the PLC, not to a box. */
export interface LocalDevice {
  write(point: string, value: number | string | boolean): Promise<void>;
  /** Rejects with an error carrying `code` and `detail` (the gateway's `RecipeFailure`) when it can. */
  recipe(command: RecipeCommand): Promise<void>;
}

/** An error's code and detail, when it carries them (the gateway's `RecipeFailure`). */
function reasonOf(error: unknown): RecipeFailureReason | undefined {
  const { code, detail } = error as { code?: unknown; detail?: unknown };
  return typeof code === 'string' ? { code, detail: (detail ?? {}) as RecipeFailureReason['detail'] } : undefined;
}

/** The command as the log keeps it: a lock's unlock-code secret is the box's to know, not the log's. */
function storedCopy(payload: Command): Command {
  if ((payload.type !== 'lock' && payload.type !== 'unlock') || !payload.code) return payload;
  return { ...payload, code: { ...payload.code, secret: '[redacted]' } };
}

/**
 * Commands to boxes: stored, sent at QoS 1 to `devices/<boxId>/commands`, and finished by the
 * box's ack, or by the timeout (10 s). The caller gets the outcome; browsers watching the device
 * get it over the stream.
 */
export function createCommands({
  repo,
  bus,
  hub,
  timeoutMs = COMMAND_TIMEOUT_MS,
}: {
  repo: ConnectivityRepository;
  bus: MessageBus;
  hub: LiveHub;
  timeoutMs?: number;
}) {
  const waiting = new Map<string, { deviceId: number; settle(outcome: CommandOutcome): void }>();
  /** Devices the server talks to itself (LAN Modbus): a write or a recipe goes to the PLC, not to a box. */
  let localDevice: (boxId: string) => LocalDevice | undefined = () => undefined;

  async function finish(deviceId: number, outcome: CommandOutcome) {
    const stored = await repo.finishCommand(outcome.commandId, deviceId, outcome.status, outcome.error ?? null);
    if (stored) hub.emit({ type: 'command', deviceId, ...outcome });
  }

  return {
    async send(
      device: { id: number; boxId: string },
      command: Omit<Command, 'id'> & Record<string, unknown>,
      /** `timeoutMs`: how long this command may take (a recipe waits for its completion flag); the default otherwise. */
      meta: { pointId?: number | null; userId: number | null; timeoutMs?: number },
    ): Promise<CommandOutcome> {
      const commandId = randomUUID();
      const wait = meta.timeoutMs ?? timeoutMs;
      const payload = { ...command, id: commandId, expiresAt: Date.now() + wait } as Command;
      await repo.insertCommand({
        id: commandId,
        deviceId: device.id,
        pointId: meta.pointId ?? null,
        type: command.type,
        payload: storedCopy(payload),
        createdBy: meta.userId,
      });
      const outcome = new Promise<CommandOutcome>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(commandId);
          resolve({ commandId, status: 'timeout' });
        }, wait);
        waiting.set(commandId, {
          deviceId: device.id,
          settle(result) {
            clearTimeout(timer);
            waiting.delete(commandId);
            resolve(result);
          },
        });
      });
      const local = localDevice(device.boxId);
      try {
        if (local && payload.type === 'write') {
          await local.write(payload.point, payload.value);
          waiting.get(commandId)?.settle({ commandId, status: 'ok' });
        } else if (local && payload.type === 'recipe') {
          await local.recipe(payload);
          waiting.get(commandId)?.settle({ commandId, status: 'ok' });
        } else await bus.publish(deviceTopics(device.boxId).commands, JSON.stringify(payload), { qos: 1 });
      } catch (error) {
        waiting.get(commandId)?.settle({ commandId, status: 'error', error: (error as Error).message, reason: reasonOf(error) });
      }
      const result = await outcome;
      await finish(device.id, result);
      return result;
    },

    /** A box's ack; one for a command this instance is not waiting for still finishes it in the database. */
    async acked(deviceId: number, ack: CommandAck) {
      const outcome: CommandOutcome = ack.ok
        ? { commandId: ack.id, status: 'ok' }
        : {
            commandId: ack.id,
            status: 'error',
            error: ack.error ?? 'refused',
            ...(ack.code ? { reason: { code: ack.code, detail: ack.detail ?? {} } } : {}),
          };
      const waiter = waiting.get(ack.id);
      if (waiter?.deviceId === deviceId) return waiter.settle(outcome);
      if (waiter) return; // another box's command: not this one to finish
      await finish(deviceId, outcome);
    },

    pending: () => waiting.size,
    useLocalTransport(devices: typeof localDevice) {
      localDevice = devices;
    },
  };
}

export type Commands = ReturnType<typeof createCommands>;
