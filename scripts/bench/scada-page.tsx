// The page bench:scada loads (bundled by scada.ts with esbuild; never part of the product): SceneSvg
// drawing 500 bound elements (value, bar, lamp, gauge, tank, pipe) whose 500 points each change at
// 10 Hz. Its driver plays the part of the stream and useSceneValues: each frame it asks for the
// values due since the last one, which a message task (as the stream's WebSocket messages arrive:
// outside the frame) pushes into the app's SceneValuesStore; the store merges them (applyBatch)
// once per animation frame and hands the snapshot to the scene (SceneSvg `source`, as LiveScene
// does): the elements whose readings changed write them to their nodes, nothing above them renders.
//
// The points' clock advances one 60 Hz frame (16.7 ms) per animation frame, so every frame carries
// the updates a 60 Hz display would see — about 83 of the 500 points — even when a loaded machine
// delivers frames late (with wall-clock time a slow frame makes the next one carry more updates,
// and the run measures the machine's load, not the renderer). `clock=wall` uses wall-clock time.
// scada.ts measures each frame's main-thread CPU time from a trace; the page also keeps the wall
// time from each rAF callback to a message posted from it (which runs once the frame's style,
// layout, paint and commit are done) for comparison.
import type { Binding, Scene, SceneElement } from '@fieldlink/domain';
import { SCENE_VERSION } from '@fieldlink/domain';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { SceneValuesStore } from '../../apps/web/src/features/scada/hooks/sceneValuesStore';
import { SceneSvg } from '../../apps/web/src/features/scada/render/SceneSvg';
import { createI18n } from '../../apps/web/src/i18n/resources';
import { demoScene, demoValues } from './scada-demo';

const params = new URLSearchParams(location.search);
const ELEMENTS = Number(params.get('elements') ?? 500);
const HZ = Number(params.get('hz') ?? 10);
const WARMUP_MS = Number(params.get('warmup') ?? 2000);
const MEASURE_MS = Number(params.get('seconds') ?? 10) * 1000;
const DEVICES = 10;
const FRAME_MS = 1000 / 60;
const WALL_CLOCK = params.get('clock') === 'wall';
const ALL_KINDS = ['value', 'bar', 'lamp', 'gauge', 'tank', 'pipe'] as const;
// `kinds=value,bar` draws only those (to see what costs what).
const KINDS = (params.get('kinds')?.split(',') ?? ALL_KINDS) as readonly (typeof ALL_KINDS)[number][];

function benchScene(count: number): Scene {
  const columns = 25;
  const cell = { w: 64, h: 50 };
  const elements: SceneElement[] = [];
  for (let index = 0; index < count; index += 1) {
    const binding: Binding = { deviceId: 1 + (index % DEVICES), pointId: 1 + index };
    const box = {
      id: `e${index}`,
      x: (index % columns) * cell.w + 4,
      y: Math.floor(index / columns) * cell.h + 4,
      w: cell.w - 8,
      h: cell.h - 8,
      rotation: 0,
      style: {},
    };
    const kind = KINDS[index % KINDS.length]!;
    if (kind === 'value') elements.push({ ...box, kind, binding, format: 'number', showUnit: true });
    else if (kind === 'bar') elements.push({ ...box, kind, binding, min: 0, max: 100, orientation: 'vertical' });
    else if (kind === 'gauge') elements.push({ ...box, kind, binding, min: 0, max: 100 });
    else if (kind === 'tank') elements.push({ ...box, kind, binding, min: 0, max: 100 });
    else if (kind === 'lamp') elements.push({ ...box, kind, binding, shape: 'circle', rules: [{ op: 'gt', value: 50, color: '#52c41a' }] });
    else
      elements.push({
        ...box,
        kind,
        binding,
        direction: 'forward',
        points: [
          [0, box.h / 2],
          [box.w, box.h / 2],
        ],
      });
  }
  return {
    version: SCENE_VERSION,
    width: columns * cell.w,
    height: Math.ceil(count / columns) * cell.h,
    background: '#ffffff',
    grid: 10,
    layers: [{ id: 'base', name: '', visible: true, locked: false }],
    elements,
  };
}

/** Point `i` changes every 1000/HZ ms, the points' phases spread evenly over one period. */
function dueValues(from: number, to: number): Map<number, { pointId: number; value: number; display: string; unit: string; ts: string }[]> {
  const period = 1000 / HZ;
  const byDevice = new Map<number, { pointId: number; value: number; display: string; unit: string; ts: string }[]>();
  for (let index = 0; index < ELEMENTS; index += 1) {
    const phase = (index / ELEMENTS) * period;
    // The newest tick of this point in (from, to], if any.
    const tick = Math.floor((to - phase) / period);
    if (tick * period + phase <= from) continue;
    const value = 50 + 45 * Math.sin(tick / 7 + index);
    const list = byDevice.get(1 + (index % DEVICES)) ?? [];
    list.push({
      pointId: 1 + index,
      value,
      display: value.toFixed(1),
      unit: '°C',
      ts: new Date(performance.timeOrigin + tick * period + phase).toISOString(),
    });
    byDevice.set(1 + (index % DEVICES), list);
  }
  return byDevice;
}

declare global {
  interface Window {
    benchResult?: { frames: number[]; intervals: number[]; elements: number };
    /** Set once the warm-up is over: the runner starts its trace. */
    benchMeasuring?: boolean;
  }
}

function Bench() {
  const [scene] = useState(() => benchScene(ELEMENTS));
  const [store] = useState(() => new SceneValuesStore(new Map()));
  useState(() => {
    let last = performance.now();
    let simulated = last;
    let previousStart = 0;
    const started = performance.now();
    const frames: number[] = [];
    const intervals: number[] = [];
    const channel = new MessageChannel();
    let frameStart = 0;
    // The stream: the frame's values arrive in their own task, as a WebSocket message would.
    const feed = new MessageChannel();
    feed.port1.onmessage = (event: MessageEvent<[number, number]>) => {
      for (const [deviceId, values] of dueValues(...event.data)) store.pushValues({ deviceId, values });
    };
    channel.port1.onmessage = () => {
      const now = performance.now();
      if (now - started > WARMUP_MS) frames.push(now - frameStart);
    };
    const tick = (start: number) => {
      frameStart = performance.now();
      if (frameStart - started > WARMUP_MS) window.benchMeasuring = true;
      if (previousStart && frameStart - started > WARMUP_MS) intervals.push(start - previousStart);
      previousStart = start;
      const now = performance.now();
      simulated = WALL_CLOCK ? now : simulated + FRAME_MS;
      // Pushed by a task after this frame; merged and drawn by the store's own callback in the next frame.
      feed.port2.postMessage([last, simulated]);
      last = simulated;
      channel.port2.postMessage(0);
      if (now - started < WARMUP_MS + MEASURE_MS) requestAnimationFrame(tick);
      else setTimeout(() => (window.benchResult = { frames, intervals, elements: ELEMENTS }), 100);
    };
    requestAnimationFrame(tick);
  });
  return <SceneSvg scene={scene} source={store} mode="run" style={{ width: '100%' }} />;
}

function Demo() {
  const language = params.get('lang') === 'zh-CN' ? 'zh-CN' : 'en-US';
  return (
    <I18nextProvider i18n={createI18n(language)}>
      <SceneSvg scene={demoScene} values={demoValues} mode="run" controlsEnabled style={{ width: '100%' }} />
    </I18nextProvider>
  );
}

const root = createRoot(document.getElementById('root')!);
root.render(
  params.has('demo') ? (
    <Demo />
  ) : (
    <I18nextProvider i18n={createI18n('en-US')}>
      <Bench />
    </I18nextProvider>
  ),
);
