import { emptyScene, type Binding, type Scene, type SceneElement } from '@fieldlink/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/resources';
import { sameInputs } from './ElementNode';
import { SceneSvg, visibleLayers } from './SceneSvg';
import type { ElementReading, SceneValues } from './types';

const box = { x: 10, y: 20, w: 100, h: 40, rotation: 0, style: {} };
const binding: Binding = { deviceId: 1, pointId: 7 };

function scene(elements: SceneElement[], layers = emptyScene().layers): Scene {
  return { ...emptyScene(), layers, elements };
}

function valuesOf(readings: Record<number, ElementReading>): SceneValues {
  return { reading: (b) => readings[b.pointId] };
}

function render(
  s: Scene,
  values: SceneValues,
  language: 'en-US' | 'zh-CN' = 'en-US',
  props: { mode?: 'run' | 'edit'; controlsEnabled?: boolean } = {},
) {
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(language)}>
      <SceneSvg scene={s} values={values} mode={props.mode ?? 'run'} onControl={() => undefined} controlsEnabled={props.controlsEnabled} />
    </I18nextProvider>,
  );
}

describe('visibleLayers', () => {
  const layers = [
    { id: 'a', name: 'A', visible: true, locked: false },
    { id: 'b', name: 'B', visible: false, locked: false },
    { id: 'c', name: 'C', visible: true, locked: false },
  ];
  it('keeps the layers in order, skips hidden layers and elements, puts unknown layers first', () => {
    const elements: SceneElement[] = [
      { ...box, id: 'c1', kind: 'text', text: 'x', layer: 'c' },
      { ...box, id: 'b1', kind: 'text', text: 'x', layer: 'b' },
      { ...box, id: 'lost', kind: 'text', text: 'x', layer: 'nowhere' },
      { ...box, id: 'hidden', kind: 'text', text: 'x', layer: 'a', hidden: true },
    ];
    const result = visibleLayers({ layers, elements });
    expect(result.map((entry) => [entry.layer.id, entry.elements.map((element) => element.id)])).toEqual([
      ['a', ['lost']],
      ['c', ['c1']],
    ]);
  });
});

describe('SceneSvg', () => {
  it('draws one svg of the canvas size, each element placed and tagged with its id', () => {
    const markup = render(scene([{ ...box, rotation: 45, id: 'title', kind: 'text', text: 'Line 1' }]), valuesOf({}));
    expect(markup).toContain('viewBox="0 0 1280 720"');
    expect(markup).toMatch(/data-element-id="title"[^>]*transform="rotate\(45 60 40\)"/);
    expect(markup).toContain('Line 1');
  });

  it('shows a value with the point text and unit, greyed when stale', () => {
    const value: SceneElement = { ...box, id: 'v', kind: 'value', binding, format: 'number', showUnit: true };
    const fresh = render(scene([value]), valuesOf({ 7: { value: 12.5, text: '12.50', unit: '°C', stale: false } }));
    expect(fresh).toContain('12.50 °C');
    expect(fresh).not.toMatch(/data-element-id="v"[^>]*class=/);
    const stale = render(scene([value]), valuesOf({ 7: { value: 12.5, text: '12.50', unit: '°C', stale: true } }));
    expect(stale).toMatch(/data-element-id="v"[^>]*class="[^"]*stale/);
  });

  it('writes switch words in the user language', () => {
    const toggle: SceneElement = { ...box, id: 's', kind: 'switch', binding, onValue: 1, offValue: 0, confirm: false };
    const on = { 7: { value: 1, text: '1', unit: null, stale: false } };
    expect(render(scene([toggle]), valuesOf(on), 'en-US')).toContain('>ON<');
    expect(render(scene([toggle]), valuesOf(on), 'zh-CN')).toContain('>开<');
  });

  it('animates a pipe only while its value flows', () => {
    const pipe: SceneElement = {
      ...box,
      id: 'p',
      kind: 'pipe',
      points: [
        [0, 0],
        [100, 0],
      ],
      binding,
      direction: 'forward',
    };
    const flowing = render(scene([pipe]), valuesOf({ 7: { value: 1, text: '1', unit: null, stale: false } }));
    const still = render(scene([pipe]), valuesOf({ 7: { value: 0, text: '0', unit: null, stale: false } }));
    expect(flowing).toContain('stroke-dasharray');
    expect(still).not.toContain('stroke-dasharray');
  });
});

describe('controls', () => {
  const button: SceneElement = { ...box, id: 'b', kind: 'button', binding, text: 'Start', action: 'set', value: 1, confirm: false };
  it('are pressable in run mode for a user who may write', () => {
    expect(render(scene([button]), valuesOf({}))).toMatch(/role="button" tabindex="0" aria-disabled="false"/);
  });
  it('are drawn disabled for a user who may not write values', () => {
    expect(render(scene([button]), valuesOf({}), 'en-US', { controlsEnabled: false })).toMatch(
      /class="[^"]*disabled[^"]*" role="button" tabindex="-1" aria-disabled="true"/,
    );
  });
  it('are plain drawings in edit mode', () => {
    expect(render(scene([button]), valuesOf({}), 'en-US', { mode: 'edit' })).not.toContain('role="button"');
  });
});

describe('sameInputs', () => {
  const reading = { value: 1, text: '1', unit: null, stale: false };
  const a = valuesOf({ 7: reading, 8: reading });
  const b = valuesOf({ 7: reading, 8: { ...reading } });
  it('holds while the element own reading keeps its identity', () => {
    const lamp: SceneElement = { ...box, id: 'l', kind: 'lamp', binding, rules: [], shape: 'circle' };
    expect(sameInputs(lamp, a, b)).toBe(true);
    expect(sameInputs({ ...lamp, binding: { deviceId: 1, pointId: 8 } }, a, b)).toBe(false);
  });
  it('looks into a group children', () => {
    const child: SceneElement = { ...box, id: 'c', kind: 'lamp', binding: { deviceId: 1, pointId: 8 }, rules: [], shape: 'circle' };
    const group: SceneElement = { ...box, id: 'g', kind: 'group', children: [child] };
    expect(sameInputs(group, a, b)).toBe(false);
    expect(sameInputs(group, a, a)).toBe(true);
  });
});
