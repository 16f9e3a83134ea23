import { describe, expect, it } from 'vitest';
import { formatMessage, isMessageKey } from '../messages.js';
import { sniffImageType } from './gallery.js';
import { migrateScene, safeMigrateScene } from './migrate.js';
import { buttonTarget, colorFor, formatDisplay, isFlowing, levelFraction, numericValue, switchTarget } from './runtime.js';
import { SCENE_VERSION, SceneSchema, emptyScene, sceneBindings, sceneDevices, type Scene } from './scene.js';
import { ViewCreateSchema, ViewFileSchema, ViewNameSchema, ViewUpdateSchema } from './view.js';

const scene = (elements: unknown[]): unknown => ({ ...emptyScene(), elements });
const lamp = { id: 'l1', kind: 'lamp', x: 0, y: 0, w: 20, h: 20, binding: { deviceId: 1, pointId: 10 } };

describe('scene', () => {
  it('fills defaults and keeps every element kind', () => {
    const parsed = SceneSchema.parse(
      scene([
        { id: 't', kind: 'text', x: 0, y: 0, w: 50, h: 20, text: 'Barrel' },
        { id: 'v', kind: 'value', x: 0, y: 0, w: 50, h: 20, binding: { deviceId: 1, pointId: 11 } },
        { id: 'b', kind: 'bar', x: 0, y: 0, w: 10, h: 50 },
        { id: 'g', kind: 'gauge', x: 0, y: 0, w: 50, h: 50 },
        { id: 'k', kind: 'tank', x: 0, y: 0, w: 50, h: 80 },
        lamp,
        { id: 's', kind: 'switch', x: 0, y: 0, w: 40, h: 20, binding: { deviceId: 1, pointId: 12 } },
        { id: 'p', kind: 'button', x: 0, y: 0, w: 40, h: 20, text: 'Set', binding: { deviceId: 2, pointId: 20 } },
        { id: 'i', kind: 'image', x: 0, y: 0, w: 40, h: 40, galleryId: 3 },
        { id: 'y', kind: 'symbol', x: 0, y: 0, w: 40, h: 40, symbol: 'pump' },
        {
          id: 'pi',
          kind: 'pipe',
          x: 0,
          y: 0,
          w: 100,
          h: 10,
          points: [
            [0, 5],
            [100, 5],
          ],
        },
        { id: 'tr', kind: 'trend', x: 0, y: 0, w: 200, h: 100, bindings: [{ deviceId: 2, pointId: 21 }] },
        { id: 'a', kind: 'alarm', x: 0, y: 0, w: 300, h: 60 },
        { id: 'n', kind: 'link', x: 0, y: 0, w: 60, h: 20, target: { type: 'view', viewId: 4 } },
        { id: 'gr', kind: 'group', x: 0, y: 0, w: 60, h: 60, children: [{ id: 'c', kind: 'ellipse', x: 0, y: 0, w: 10, h: 10 }] },
      ]),
    );
    expect(parsed.elements.map((element) => element.kind)).toEqual([
      'text',
      'value',
      'bar',
      'gauge',
      'tank',
      'lamp',
      'switch',
      'button',
      'image',
      'symbol',
      'pipe',
      'trend',
      'alarm',
      'link',
      'group',
    ]);
    const value = parsed.elements[1]!;
    expect(value).toMatchObject({ format: 'number', showUnit: true, rotation: 0, style: {} });
    expect(parsed.elements[2]).toMatchObject({ min: 0, max: 100, orientation: 'vertical' });
    expect(sceneBindings(parsed).map((binding) => binding.pointId)).toEqual([11, 10, 12, 20, 21]);
    expect(sceneDevices(parsed)).toEqual([1, 2]);
  });

  it.each([
    ['an unknown kind', [{ id: 'x', kind: 'script', x: 0, y: 0, w: 1, h: 1 }], 'validation.scene'],
    ['a colour that is not a colour', [{ ...lamp, style: { fill: 'url(javascript:alert(1))' } }], 'validation.color'],
    ['two elements with one id', [lamp, { ...lamp }], 'validation.duplicateElementId'],
    [
      'the same id inside a group',
      [lamp, { id: 'g', kind: 'group', x: 0, y: 0, w: 1, h: 1, children: [{ ...lamp }] }],
      'validation.duplicateElementId',
    ],
  ])('refuses %s', (_, elements, message) => {
    const result = safeMigrateScene(scene(elements));
    expect(result.success).toBe(false);
    if (!result.success) expect(result.message).toBe(message);
  });

  it('refuses a canvas out of range and a scene from a newer version', () => {
    expect(SceneSchema.safeParse({ ...emptyScene(), width: 50 }).success).toBe(false);
    expect(safeMigrateScene({ ...emptyScene(), version: SCENE_VERSION + 1 })).toEqual({
      success: false,
      message: 'validation.sceneVersion',
    });
  });

  it('reads a version 1 scene (no layers) as the current one, every element on the base layer', () => {
    const migrated = migrateScene({ version: 1, width: 800, height: 600, elements: [{ ...lamp }] });
    expect(migrated.version).toBe(SCENE_VERSION);
    expect(migrated.layers).toEqual([{ id: 'base', name: '', visible: true, locked: false }]);
    expect(migrated.elements[0]).toMatchObject({ id: 'l1', layer: 'base' });
    // A scene without a version is version 1.
    expect(migrateScene({ width: 800, height: 600, elements: [] }).version).toBe(SCENE_VERSION);
    // The current version passes through unchanged.
    const current: Scene = migrateScene(scene([lamp]));
    expect(migrateScene(current)).toEqual(current);
  });
});

describe('runtime rules', () => {
  const rules = [
    { op: 'eq' as const, value: 0, color: '#999999' },
    { op: 'between' as const, value: 1, value2: 5, color: '#00ff00' },
    { op: 'gt' as const, value: 5, color: '#ff0000' },
  ];
  it.each([
    [0, '#999999'],
    [1, '#00ff00'],
    [5, '#00ff00'],
    [5.5, '#ff0000'],
    [-1, '#000000'],
    [undefined, '#000000'],
  ])('colours %s as %s', (value, color) => {
    expect(colorFor(rules, value, '#000000')).toBe(color);
  });

  it('fills levels within their range, clamped', () => {
    expect(levelFraction(50, 0, 200)).toBe(0.25);
    expect(levelFraction(-5, 0, 100)).toBe(0);
    expect(levelFraction(500, 0, 100)).toBe(1);
    expect(levelFraction(5, 10, 10)).toBe(0);
    expect(levelFraction(undefined, 0, 100)).toBe(0);
  });

  it('flows, switches and sets', () => {
    expect([isFlowing(0), isFlowing(2), isFlowing(true), isFlowing('0'), isFlowing(undefined)]).toEqual([false, true, true, false, false]);
    expect(switchTarget({ onValue: 1, offValue: 0 }, 1)).toBe(0);
    expect(switchTarget({ onValue: 1, offValue: 0 }, 0)).toBe(1);
    expect(switchTarget({ onValue: 1, offValue: 0 }, undefined)).toBe(1);
    expect(buttonTarget({ action: 'set', value: 42 }, 0)).toBe(42);
    expect(buttonTarget({ action: 'toggle' }, 1)).toBe(0);
    expect(buttonTarget({ action: 'prompt' }, 1)).toBeUndefined();
    expect([numericValue(true), numericValue('3.5'), numericValue('abc'), numericValue(null)]).toEqual([1, 3.5, undefined, undefined]);
  });

  it('formats a displayed value', () => {
    expect(formatDisplay(3.14159, 'number', 2)).toBe('3.14');
    expect(formatDisplay(255, 'hex', 0)).toBe('0xFF');
    expect(formatDisplay(5, 'binary', 0)).toBe('101');
    expect(formatDisplay(1, 'onOff', 0, { on: '开', off: '关' })).toBe('开');
    expect(formatDisplay(undefined, 'number', 1)).toBe('--');
  });
});

describe('views', () => {
  it.each(['注塑机1', 'Main', 'ABCDEFGH'])('accepts the name %j', (name) => {
    expect(ViewNameSchema.safeParse(name).success).toBe(true);
  });
  it.each(['', 'ABCDEFGHI', 'Main view', 'a-b', '主画面!'])('refuses the name %j', (name) => {
    expect(ViewNameSchema.safeParse(name).error?.issues[0]?.message).toBe('validation.viewName');
  });

  it('creates with an empty scene when none is given, and reads an old scene on save', () => {
    expect(ViewCreateSchema.parse({ projectId: 1, name: 'Main', platform: 'pc' })).toEqual({
      projectId: 1,
      name: 'Main',
      platform: 'pc',
      isMain: false,
    });
    const update = ViewUpdateSchema.parse({ version: 3, scene: { version: 1, width: 400, height: 300, elements: [] } });
    expect(update.scene?.version).toBe(SCENE_VERSION);
    expect(ViewUpdateSchema.safeParse({ version: 3, scene: { version: 99 } }).error?.issues[0]?.message).toBe('validation.scene');
    expect(ViewUpdateSchema.safeParse({ scene: emptyScene() }).success).toBe(false);
  });

  it('reads a view file and refuses another format', () => {
    const file = { format: 'fieldlink-view', formatVersion: 1, view: { name: 'Main', platform: 'mobile', scene: emptyScene('mobile') } };
    expect(ViewFileSchema.parse(file).points).toEqual([]);
    expect(ViewFileSchema.safeParse({ ...file, format: 'other' }).error?.issues[0]?.message).toBe('validation.viewFile');
  });

  it('has every message in both languages', () => {
    expect(isMessageKey('validation.viewName')).toBe(true);
    expect(formatMessage('en-US', 'error.viewVersionConflict')).toMatch(/reload/);
    expect(formatMessage('zh-CN', 'error.gallerySize')).toContain('2048KB');
  });
});

describe('gallery types by content', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (value: string) => new Uint8Array([...value].map((char) => char.charCodeAt(0)));
  it.each([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['gif', text('GIF89a....')],
    ['svg', text('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['svg', text('<?xml version="1.0"?>\n<!-- drawn -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>')],
    ['svg', bytes(0xef, 0xbb, 0xbf, ...text('<svg/>'))],
  ])('knows %s', (type, content) => {
    expect(sniffImageType(content)).toBe(type);
  });
  it.each([
    ['HTML', text('<html><svg></svg></html>')],
    ['a script', text('<script>alert(1)</script>')],
    ['a PDF', text('%PDF-1.4')],
    ['nothing', bytes()],
  ])('refuses %s', (_, content) => {
    expect(sniffImageType(content)).toBeUndefined();
  });
});
