import type { DeviceConfig } from '@fieldlink/domain';
import { expect } from 'vitest';
import { startGatewayAgent } from '../agent.js';
import { cloudSide, newBoxId, startBroker, type Cleanup } from './cloud.js';
import { until } from './until.js';

/** What every protocol must carry through the real agent, the same way (issue 36 "Done when"). */
export interface ProtocolUnderTest {
  /** The agent's `--plc` address. */
  plcUrl: string;
  points: DeviceConfig['points'];
  /** A read-only point whose value moves, and the range it moves in. */
  moving: { name: string; min: number; max: number };
  /** A writable point and how to read its value in the PLC. */
  writable: { name: string; read(): number };
  /** Recipe block and completion flag addresses in this protocol's words, and how to read a word. */
  recipe: { block: { area: string; address: number }; completion: { area: string; address: number }; readWord(index: number): number };
  /** The agent's data directory (OPC UA keeps its certificates there). */
  dataDir?: string;
  /** Takes the PLC away, and brings it back. */
  stop(): Promise<void>;
  restart(): Promise<void>;
}

/**
 * Reads moving values, writes a value back and reads it again, downloads a recipe, and survives
 * the PLC going away and coming back: through an in-process broker and the real agent.
 */
export async function agentCarriesProtocol(protocol: ProtocolUnderTest, cleanup: Cleanup) {
  const broker = await startBroker(cleanup);
  const boxId = newBoxId();
  const side = await cloudSide(broker.url, boxId, cleanup);
  await side.configure({
    version: 1,
    plc: { protocol: 'modbus_tcp', host: '192.0.2.1', port: 502, unitId: 1, highLowSwap: false },
    points: protocol.points,
  } satisfies DeviceConfig);
  const agent = startGatewayAgent({
    boxId,
    password: 'boxpass123',
    cloudUrl: broker.url,
    plcUrl: protocol.plcUrl,
    cloudReconnectMs: 100,
    plcTimeoutMs: 500,
  });
  cleanup.push(() => agent.close());
  await agent.ready;

  const { moving, writable, recipe } = protocol;
  await until(() => new Set(side.values(moving.name)).size >= 2, `${moving.name} arrives and moves`);
  for (const value of side.values(moving.name)) expect(value).toSatisfy((v: number) => v >= moving.min && v <= moving.max);
  await until(() => side.statuses.some((s) => s.plc === 'ok'), 'the box says its PLC is ok');

  expect(await side.command({ id: 'w1', type: 'write', point: writable.name, value: 1234 })).toEqual({ id: 'w1', ok: true });
  expect(writable.read()).toBe(1234);
  await until(() => side.values(writable.name).at(-1) === 1234, 'the written value comes back');

  const download = {
    id: 'r1',
    type: 'recipe',
    blocks: [{ ...recipe.block, values: [11, 22, 33] }],
    completion: recipe.completion,
    timeoutMs: 5000,
  };
  expect(await side.command(download)).toEqual({ id: 'r1', ok: true });
  expect([0, 1, 2].map((i) => recipe.readWord(i))).toEqual([11, 22, 33]);

  await protocol.stop();
  await until(() => side.statuses.at(-1)?.plc === 'error', 'the box reports its PLC in error');
  const cause = side.statuses.at(-1)!.cause;
  expect(cause?.code).toBeTruthy();
  await protocol.restart();
  await until(() => side.statuses.at(-1)?.plc === 'ok', 'the box reports its PLC back');
  const seen = side.telemetry.length;
  await until(() => side.telemetry.slice(seen).some((t) => moving.name in t.values), 'values flow again');
  return { side, agent, cause };
}
