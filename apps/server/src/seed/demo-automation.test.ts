import { cooldownOver, decodeWords, evaluateTrigger, initialTriggerState, scale, type AlarmCondition } from '@fieldlink/domain';
import { PRESS_PROFILE, channelWords, signalValue } from '@fieldlink/gateway';
import { describe, expect, it } from 'vitest';
import type { DemoAutomationRepository } from './demo-automation.repository.js';
import { DEMO_RUN_STATES, seedDemoAutomation } from './demo-automation.js';

const MINUTE = 60_000;

/** What the demo seed writes, captured by a fake repository. */
async function seeded() {
  const written: { trigger?: Record<string, unknown>; assignment?: Record<string, unknown>; table?: Record<string, unknown> } = {};
  const ids: Record<string, number> = { running: 1, barrel_temp: 2, setpoint_temp: 3 };
  const repo = {
    point: async (_box: string, name: string) => ({ id: ids[name]!, deviceId: 1, projectId: 1 }),
    insertStatusTable: async (input: Record<string, unknown>) => ((written.table = input), 1),
    useStatusTable: async () => undefined,
    insertTrigger: async (input: Record<string, unknown>) => ((written.trigger = input), 1),
    insertAssignment: async (input: Record<string, unknown>) => void (written.assignment = input),
  };
  await seedDemoAutomation(repo as unknown as DemoAutomationRepository, 1);
  return written;
}

describe('the demo automation', () => {
  it('lowers the setpoint now and then, not often: a few writes an hour from the simulated press', async () => {
    const { trigger, assignment, table } = await seeded();
    expect(table).toMatchObject({ name: '运行状态', entries: DEMO_RUN_STATES, words: '0=停止|Stopped;1=运行|Running;2=故障|Fault' });
    const channel = PRESS_PROFILE.channels.find((c) => c.name === 'barrel_temp')!;
    const rule = { pointId: 2, condition: trigger!.condition as AlarmCondition, minDurationMs: trigger!.minDurationMs as number };
    const cooldownMs = assignment!.cooldownMs as number;
    // Without noise (a spike or noise only add a crossing within the same excursion, which the cooldown holds back).
    const random = () => 0.5;
    let state = initialTriggerState();
    let fired = 0;
    let writes = 0;
    let last: number | null = null;
    for (let at = 0; at <= 60 * MINUTE; at += 1000) {
      const raw = signalValue(channel.signal, at, random);
      const value = scale(Number(decodeWords(channelWords(channel, raw, false), channel.dataType, {})), { slope: 0.1 });
      const next = evaluateTrigger(rule, new Map([[2, value]]), state, at);
      state = next.state;
      if (!next.fires) continue;
      fired++;
      if (cooldownOver(last, cooldownMs, at)) {
        writes++;
        last = at;
      }
    }
    // The 12-minute cycle peaks above 232 ℃ once a cycle: about five crossings an hour, each written.
    expect(fired).toBeGreaterThanOrEqual(4);
    expect(fired).toBeLessThanOrEqual(6);
    expect(writes).toBeLessThanOrEqual(6);
    expect(writes).toBeGreaterThanOrEqual(3);
  });
});
