// @vitest-environment jsdom
import { emptyScene, type Binding, type Scene, type SceneElement } from '@fieldlink/domain';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/resources';
import { SceneSvg, type SceneSource } from './SceneSvg';
import type { ElementReading, SceneValues } from './types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = createI18n('en-US');
const box = { w: 100, h: 60, rotation: 0, style: {} };
const at = (pointId: number): Binding => ({ deviceId: 1, pointId });

/** One element of each live kind (and a trend, drawn the React way), each on its own point. */
const elements: SceneElement[] = [
  { ...box, x: 0, y: 0, id: 'value', kind: 'value', binding: at(1), format: 'number', showUnit: true },
  { ...box, x: 110, y: 0, id: 'bar', kind: 'bar', binding: at(2), min: 0, max: 100, orientation: 'vertical' },
  { ...box, x: 220, y: 0, w: 120, h: 120, id: 'gauge', kind: 'gauge', binding: at(3), min: 0, max: 100 },
  { ...box, x: 350, y: 0, id: 'tank', kind: 'tank', binding: at(4), min: 0, max: 100 },
  {
    ...box,
    x: 460,
    y: 0,
    id: 'lamp',
    kind: 'lamp',
    binding: at(5),
    shape: 'circle',
    rules: [
      { op: 'gt', value: 80, color: '#f5222d' },
      { op: 'gt', value: 50, color: '#52c41a' },
    ],
  },
  {
    ...box,
    x: 0,
    y: 130,
    id: 'pipe',
    kind: 'pipe',
    binding: at(6),
    direction: 'reverse',
    points: [
      [0, 0],
      [200, 0],
    ],
  },
  { ...box, x: 220, y: 130, id: 'shape', kind: 'rect', binding: at(7), rules: [{ op: 'eq', value: 1, color: '#faad14' }] },
  { ...box, x: 330, y: 130, id: 'trend', kind: 'trend', bindings: [at(1)], minutes: 10 },
];
const scene: Scene = { ...emptyScene(), elements };

function reading(value: number | null, stale = false): ElementReading {
  return { value, text: value === null ? '' : value.toFixed(1), unit: '°C', stale };
}

function snapshot(readings: Record<number, ElementReading>): SceneValues {
  return { reading: (binding) => readings[binding.pointId] };
}

/** A values store as LiveScene hands it to the scene: a snapshot and a call on each new one. */
class TestSource implements SceneSource {
  private listeners = new Set<() => void>();
  constructor(private values: SceneValues) {}
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  getSnapshot = () => this.values;
  push(values: SceneValues) {
    this.values = values;
    for (const listener of this.listeners) listener();
  }
}

/** The scene drawn at once from `values`: what the live drawing must equal. */
function drawnFresh(values: SceneValues): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <SceneSvg scene={scene} values={values} mode="run" />
    </I18nextProvider>,
  );
}

/** The live scene's markup without the flow driver's moving offset (set on animation frames). */
function markup(container: HTMLElement): string {
  return container.innerHTML.replace(/ stroke-dashoffset="[^"]*"/g, '');
}

const steps: Record<number, ElementReading>[] = [
  { 1: reading(12.5), 2: reading(10), 3: reading(20), 4: reading(30), 5: reading(40), 6: reading(0), 7: reading(0) },
  // Values only: written to the nodes.
  { 1: reading(13.25), 2: reading(55), 3: reading(75), 4: reading(90), 5: reading(45), 6: reading(0), 7: reading(0) },
  // Structure: the lamp lights, the pipe flows, the shape's rule holds.
  { 1: reading(14), 2: reading(60), 3: reading(0), 4: reading(0), 5: reading(60), 6: reading(3), 7: reading(1) },
  // The lamp's colour changes while lit; a value goes stale; no value at all.
  { 1: reading(14, true), 2: reading(100), 3: reading(100), 4: reading(null), 5: reading(95), 6: reading(3), 7: reading(1) },
  // Back to the first readings (values equal to what React drew first).
  { 1: reading(12.5), 2: reading(10), 3: reading(20), 4: reading(30), 5: reading(40), 6: reading(0), 7: reading(0) },
];

describe('live drawing (a source, values written to the nodes)', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => unmount?.());

  it('draws each new snapshot exactly as the scene drawn at once from it', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    unmount = () => act(() => root.unmount());
    const source = new TestSource(snapshot(steps[0]!));
    act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <SceneSvg scene={scene} source={source} mode="run" />
        </I18nextProvider>,
      ),
    );
    expect(markup(container)).toBe(drawnFresh(snapshot(steps[0]!)));
    for (const step of steps.slice(1)) {
      const values = snapshot(step);
      act(() => source.push(values));
      expect(markup(container)).toBe(drawnFresh(values));
    }
  });

  it('writes a changed value without rendering the element again', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    unmount = () => act(() => root.unmount());
    const source = new TestSource(snapshot(steps[0]!));
    act(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <SceneSvg scene={scene} source={source} mode="run" />
        </I18nextProvider>,
      ),
    );
    const text = container.querySelector('[data-element-id="value"] text')!;
    const node = text.firstChild;
    act(() => source.push(snapshot(steps[1]!)));
    expect(text.textContent).toBe('13.3 °C');
    // The same text node, its data changed: no React render replaced it.
    expect(text.firstChild).toBe(node);
  });
});
