import { SceneSchema, sceneBindings, walkElements, type Scene } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { chillerScene, packingScene, plannedPlantScene, pressMobileScene, pressPcScene, pressProjectViews } from './demo-views.js';

const device = (id: number, names: string[]) => ({ id, points: Object.fromEntries(names.map((name, i) => [name, id * 100 + i])) });
const press = device(1, [
  'barrel_temp',
  'mould_temp',
  'inject_pressure',
  'screw_speed',
  'cycle_count',
  'running',
  'alarm_word',
  'setpoint_temp',
]);
const chiller = device(2, ['supply_temp', 'return_temp', 'compressor_current', 'flow']);
const packing = device(3, ['line_speed', 'good_count', 'reject_count', 'batch_code']);

const kinds = (scene: Scene) => {
  const found = new Set<string>();
  walkElements(scene.elements, (element) => found.add(element.kind));
  return found;
};
/** Every element inside the canvas. */
const inside = (scene: Scene) => scene.elements.every((e) => e.x >= 0 && e.y >= 0 && e.x + e.w <= scene.width && e.y + e.h <= scene.height);

describe('demo views', () => {
  it('draws the press as a 1280 × 720 HMI screen with every kind the issue names, bound to its points', () => {
    const scene = SceneSchema.parse(pressPcScene(press, { chiller: 50, packing: 51 }));
    expect([scene.width, scene.height]).toEqual([1280, 720]);
    for (const kind of ['text', 'value', 'bar', 'gauge', 'lamp', 'button', 'pipe', 'symbol', 'trend', 'alarm', 'link', 'tank'])
      expect(kinds(scene), kind).toContain(kind);
    expect(inside(scene)).toBe(true);
    const bound = new Set(sceneBindings(scene).map((b) => b.pointId));
    expect(bound).toEqual(new Set(Object.values(press.points)));
    expect(sceneBindings(scene).every((b) => b.deviceId === press.id)).toBe(true);
    // The setpoint button asks for a value and writes the writable setpoint.
    const buttons = scene.elements.filter((e) => e.kind === 'button');
    expect(buttons).toEqual([expect.objectContaining({ action: 'prompt', binding: { deviceId: 1, pointId: press.points.setpoint_temp } })]);
    // Pipes flow while the press runs; the lamp colours from the running bit.
    expect(
      scene.elements.filter((e) => e.kind === 'pipe').every((e) => 'binding' in e && e.binding?.pointId === press.points.running),
    ).toBe(true);
    expect(scene.elements.find((e) => e.kind === 'lamp')).toMatchObject({
      binding: { pointId: press.points.running },
      rules: [
        { op: 'eq', value: 1 },
        { op: 'eq', value: 0 },
      ],
    });
    // Links to the device page and the two other views.
    const targets = scene.elements.flatMap((e) => (e.kind === 'link' && e.target ? [e.target] : []));
    expect(targets).toEqual(
      expect.arrayContaining([
        { type: 'device', deviceId: 1 },
        { type: 'view', viewId: 50 },
        { type: 'view', viewId: 51 },
      ]),
    );
  });

  it('stacks the same facts on a 390 × 700 phone canvas', () => {
    const scene = SceneSchema.parse(pressMobileScene(press));
    expect([scene.width, scene.height]).toEqual([390, 700]);
    expect(inside(scene)).toBe(true);
    for (const kind of ['value', 'bar', 'gauge', 'lamp', 'button', 'pipe', 'symbol', 'trend', 'alarm', 'link'])
      expect(kinds(scene)).toContain(kind);
    expect(new Set(sceneBindings(scene).map((b) => b.pointId))).toEqual(
      new Set(
        ['barrel_temp', 'mould_temp', 'inject_pressure', 'screw_speed', 'cycle_count', 'running', 'setpoint_temp'].map(
          (n) => press.points[n],
        ),
      ),
    );
  });

  it('draws the chiller and the packing line bound to their own points', () => {
    for (const [scene, source] of [
      [chillerScene(chiller), chiller],
      [packingScene(packing), packing],
    ] as const) {
      const parsed = SceneSchema.parse(scene);
      expect(inside(parsed)).toBe(true);
      expect(new Set(sceneBindings(parsed).map((b) => b.pointId))).toEqual(new Set(Object.values(source.points)));
    }
  });

  it('draws a project without devices as an unbound overview, on both platforms', () => {
    for (const platform of ['pc', 'mobile'] as const) {
      const scene = SceneSchema.parse(plannedPlantScene(platform));
      expect(inside(scene)).toBe(true);
      expect(sceneBindings(scene)).toEqual([]);
    }
  });

  it('names the views within the view name rule, one main per platform', () => {
    const views = pressProjectViews({ press, chiller, packing });
    const all = [views.chiller, views.packing, views.main({}), views.mobile];
    for (const view of all) expect(view.name).toMatch(/^[\p{Script=Han}A-Za-z0-9]{1,8}$/u);
    expect(all.filter((v) => v.isMain).map((v) => v.platform)).toEqual(['pc', 'mobile']);
  });

  it('refuses to draw with a point the device lacks', () => {
    expect(() => pressPcScene({ id: 1, points: {} })).toThrow(/missing/);
  });
});
