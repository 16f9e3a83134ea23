import {
  SCENE_VERSION,
  type Binding,
  type ColorRule,
  type ElementStyle,
  type LinkTarget,
  type Scene,
  type SceneElement,
  type SymbolName,
} from '@fieldlink/domain';

/**
 * The drawing kit of the demo views (demo-views.ts): an operator panel's dark palette and a canvas
 * that adds the editor's elements with ids of their own. Pure.
 */

/** A demo device: its id and its points by name. */
export interface DemoDevice {
  id: number;
  points: Record<string, number>;
}

/** The operator panel's palette. */
export const C = {
  bg: '#0d1726',
  panel: '#15243a',
  header: '#1c3150',
  line: '#2c4a70',
  text: '#dbe7f5',
  muted: '#8aa2bf',
  accent: '#38bdf8',
  ok: '#22c55e',
  off: '#64748b',
  warn: '#f59e0b',
  bad: '#ef4444',
  steel: '#9fb3c8',
  water: '#3b82f6',
  oil: '#eab308',
} as const;

/** A running bit's colours: green running, grey stopped. */
export const RUNNING: ColorRule[] = [
  { op: 'eq', value: 1, color: C.ok, label: '运行 Running' },
  { op: 'eq', value: 0, color: C.off, label: '停止 Stopped' },
];

type Draft<T> = T extends unknown ? Omit<T, 'id' | 'rotation'> : never;

/** Builds one scene's elements with ids of their own. */
export function canvas(width: number, height: number) {
  const elements: SceneElement[] = [];
  let n = 0;
  const id = (kind: string) => `${kind}${++n}`;
  const add = (element: Draft<SceneElement>) => {
    elements.push({ ...element, rotation: 0, id: id(element.kind) } as SceneElement);
  };
  const box = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });
  const style = (s: ElementStyle) => s;
  const api = {
    text(x: number, y: number, w: number, h: number, text: string, s: ElementStyle = {}) {
      add({ kind: 'text', ...box(x, y, w, h), text, style: style({ color: C.text, fontSize: 14, ...s }) });
    },
    rect(x: number, y: number, w: number, h: number, s: ElementStyle, extra: { binding?: Binding; rules?: ColorRule[] } = {}) {
      add({ kind: 'rect', ...box(x, y, w, h), style: s, rules: extra.rules ?? [], ...(extra.binding ? { binding: extra.binding } : {}) });
    },
    /** A panel: a body and a header strip with its title. */
    panel(x: number, y: number, w: number, h: number, title: string) {
      api.rect(x, y, w, h, { fill: C.panel, stroke: C.line, strokeWidth: 1, radius: 8 });
      api.rect(x, y, w, 34, { fill: C.header, stroke: 'none', radius: 8 });
      api.text(x + 14, y + 4, w - 28, 26, title, { fontSize: 15, fontWeight: 'bold', color: C.accent });
    },
    value(
      x: number,
      y: number,
      w: number,
      h: number,
      binding: Binding,
      opts: { prefix?: string; format?: 'number' | 'integer' | 'hex' | 'onOff' | 'text'; fontSize?: number; color?: string } = {},
    ) {
      add({
        kind: 'value',
        ...box(x, y, w, h),
        binding,
        format: opts.format ?? 'number',
        showUnit: true,
        ...(opts.prefix ? { prefix: opts.prefix } : {}),
        style: {
          color: opts.color ?? C.text,
          fontSize: opts.fontSize ?? 22,
          fontWeight: 'bold',
          fill: '#0a1320',
          stroke: C.line,
          radius: 4,
        },
      });
    },
    bar(x: number, y: number, w: number, h: number, binding: Binding, min: number, max: number, color: string, horizontal = false) {
      add({
        kind: 'bar',
        ...box(x, y, w, h),
        binding,
        min,
        max,
        orientation: horizontal ? 'horizontal' : 'vertical',
        style: { fill: color, stroke: C.line, strokeWidth: 1 },
      });
    },
    gauge(x: number, y: number, size: number, binding: Binding, min: number, max: number, color: string) {
      add({
        kind: 'gauge',
        ...box(x, y, size, size),
        binding,
        min,
        max,
        style: { fill: color, stroke: C.line, color: C.text, fontSize: 16 },
      });
    },
    tank(x: number, y: number, w: number, h: number, binding: Binding, min: number, max: number, color: string) {
      add({ kind: 'tank', ...box(x, y, w, h), binding, min, max, style: { fill: color, stroke: C.steel, strokeWidth: 2 } });
    },
    lamp(x: number, y: number, size: number, binding: Binding, rules: ColorRule[] = RUNNING) {
      add({
        kind: 'lamp',
        ...box(x, y, size, size),
        binding,
        rules,
        shape: 'circle',
        style: { fill: C.off, stroke: '#0a1320', strokeWidth: 2 },
      });
    },
    symbol(x: number, y: number, w: number, h: number, symbol: SymbolName, binding?: Binding, rules: ColorRule[] = RUNNING) {
      add({
        kind: 'symbol',
        ...box(x, y, w, h),
        symbol,
        rules: binding ? rules : [],
        ...(binding ? { binding } : {}),
        style: { fill: C.steel, stroke: '#0a1320', strokeWidth: 1 },
      });
    },
    /** A pipe through absolute points; it flows while `binding` is non-zero. */
    pipe(path: [number, number][], color: string, binding?: Binding) {
      const xs = path.map(([px]) => px);
      const ys = path.map(([, py]) => py);
      const x = Math.min(...xs) - 6;
      const y = Math.min(...ys) - 6;
      add({
        kind: 'pipe',
        ...box(x, y, Math.max(...xs) - x + 6, Math.max(...ys) - y + 6),
        points: path.map(([px, py]) => [px - x, py - y] as [number, number]),
        direction: 'forward',
        ...(binding ? { binding } : {}),
        style: { stroke: color, strokeWidth: 8 },
      });
    },
    button(x: number, y: number, w: number, h: number, text: string, binding: Binding) {
      add({
        kind: 'button',
        ...box(x, y, w, h),
        binding,
        text,
        action: 'prompt',
        confirm: true,
        style: { fill: '#1d4ed8', stroke: '#60a5fa', color: '#ffffff', fontSize: 15, fontWeight: 'bold', radius: 6 },
      });
    },
    trend(x: number, y: number, w: number, h: number, bindings: Binding[], minutes: number, range?: { min: number; max: number }) {
      add({
        kind: 'trend',
        ...box(x, y, w, h),
        bindings,
        minutes,
        ...(range ?? {}),
        style: { fill: '#0a1320', stroke: C.line, color: C.muted },
      });
    },
    alarm(x: number, y: number, w: number, h: number, rows: number) {
      add({ kind: 'alarm', ...box(x, y, w, h), rows, style: { fill: '#2a1215', stroke: C.bad, color: '#fecaca', fontSize: 13 } });
    },
    link(x: number, y: number, w: number, h: number, text: string, target: LinkTarget) {
      add({
        kind: 'link',
        ...box(x, y, w, h),
        text,
        target,
        style: { fill: C.header, stroke: C.accent, color: C.accent, fontSize: 14, radius: 6 },
      });
    },
    scene(): Scene {
      return {
        version: SCENE_VERSION,
        width,
        height,
        background: C.bg,
        grid: 10,
        layers: [{ id: 'base', name: '', visible: true, locked: false }],
        elements,
      };
    },
  };
  return api;
}

/** A point of a demo device as a binding (a missing point is a broken seed, said at once). */
export function bind(device: DemoDevice, point: string): Binding {
  const pointId = device.points[point];
  if (pointId === undefined) throw new Error(`demo views: point ${point} missing`);
  return { deviceId: device.id, pointId };
}
