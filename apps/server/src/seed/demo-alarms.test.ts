import { AlarmSourceCreateSchema } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { seedDemoAlarms } from './demo-alarms.js';
import type { SeedRepository } from './seed.repository.js';

describe('the demo alarm sources', () => {
  it('follow the rules a user must follow, one of them opening work orders', async () => {
    const names = [
      'barrel_temp',
      'mould_temp',
      'screw_speed',
      'running',
      'alarm_word',
      'supply_temp',
      'return_temp',
      'compressor_current',
      'line_speed',
    ];
    const boxes = ['DEMOPRESS001', 'DEMOCOOL0002', 'DEMOPACK0003'];
    const points = boxes.flatMap((boxId, d) => names.map((name, i) => ({ id: d * 100 + i + 1, name, deviceId: d + 1, boxId })));
    const sources: Record<string, any>[] = [];
    const alarms: Record<string, any>[] = [];
    const repo = {
      pointsOfProject: async () => points,
      insertAlarmSource: async (source: Record<string, unknown>) => (sources.push(source), sources.length),
      insertAlarm: async (alarm: Record<string, unknown>) => (alarms.push(alarm), alarms.length),
    } as unknown as SeedRepository;
    const now = new Date('2026-03-01T12:00:00Z');
    await seedDemoAlarms(repo, 1, 1, now);
    expect(sources.length).toBeGreaterThanOrEqual(5);
    for (const source of sources) {
      const result = AlarmSourceCreateSchema.safeParse(source);
      expect(result.success, `${source.name}: ${result.success ? '' : JSON.stringify(result.error.issues)}`).toBe(true);
      // Other points read are on the source's own device.
      const device = points.find((p) => p.id === source.pointId)!.deviceId;
      for (const id of source.recordedPointIds) expect(points.find((p) => p.id === id)!.deviceId).toBe(device);
    }
    expect(sources.filter((s) => s.generateWorkOrder)).toHaveLength(1);
    expect(alarms.every((a) => a.state === 'cleared' && a.raisedAt < now)).toBe(true);
  });
});
