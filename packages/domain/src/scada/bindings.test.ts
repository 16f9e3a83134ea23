import { SceneSchema, sceneBindings, type Binding } from './scene.js';
import { describe, expect, it } from 'vitest';
import { allBindings, linkTargets, rebindScene } from './bindings.js';

const scene = SceneSchema.parse({
  version: 2,
  width: 800,
  height: 600,
  layers: [{ id: 'base', name: '' }],
  elements: [
    { id: 'a', kind: 'value', x: 0, y: 0, w: 10, h: 10, binding: { deviceId: 1, pointId: 11 } },
    {
      id: 'g',
      kind: 'group',
      x: 0,
      y: 0,
      w: 100,
      h: 100,
      children: [
        { id: 'b', kind: 'lamp', x: 0, y: 0, w: 10, h: 10, binding: { deviceId: 1, pointId: 12 } },
        {
          id: 'c',
          kind: 'pipe',
          x: 0,
          y: 0,
          w: 10,
          h: 10,
          points: [
            [0, 0],
            [5, 5],
          ],
          binding: { deviceId: 1, pointId: 11 },
        },
      ],
    },
    {
      id: 't',
      kind: 'trend',
      x: 0,
      y: 0,
      w: 10,
      h: 10,
      bindings: [
        { deviceId: 1, pointId: 11 },
        { deviceId: 1, pointId: 13 },
      ],
    },
    { id: 'l1', kind: 'link', x: 0, y: 0, w: 10, h: 10, target: { type: 'device', deviceId: 1 } },
    { id: 'l2', kind: 'link', x: 0, y: 0, w: 10, h: 10, target: { type: 'view', viewId: 7 } },
  ],
});

describe('view file bindings', () => {
  it('lists every binding where it is used, groups and trends included, and the link targets', () => {
    expect(allBindings(scene).map((b) => b.pointId)).toEqual([11, 12, 11, 11, 13]);
    expect(linkTargets(scene)).toEqual({ deviceIds: [1], viewIds: [7] });
  });

  it('maps bindings and links, drops those with no counterpart and counts the points lost', () => {
    const map: Record<number, Binding> = { 11: { deviceId: 2, pointId: 21 }, 12: { deviceId: 2, pointId: 22 } };
    const { scene: next, unresolved } = rebindScene(scene, {
      binding: (b) => map[b.pointId],
      device: (id) => (id === 1 ? 2 : undefined),
      view: () => undefined,
    });
    expect(unresolved).toBe(1);
    const parsed = SceneSchema.parse(next);
    expect(sceneBindings(parsed)).toEqual([
      { deviceId: 2, pointId: 21 },
      { deviceId: 2, pointId: 22 },
    ]);
    expect(parsed.elements.find((e) => e.id === 't')).toMatchObject({ bindings: [{ deviceId: 2, pointId: 21 }] });
    expect(parsed.elements.find((e) => e.id === 'l1')).toMatchObject({ target: { type: 'device', deviceId: 2 } });
    expect(parsed.elements.find((e) => e.id === 'l2')).not.toHaveProperty('target');
    // The original is untouched.
    expect(sceneBindings(scene).map((b) => b.deviceId)).toEqual([1, 1, 1]);
  });
});
