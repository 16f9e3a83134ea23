import type { Scene, SceneElement, SymbolName } from '@fieldlink/domain';
import { walkElements } from '@fieldlink/domain';

/** What the palette adds: a kind, and for a symbol which one (or a gallery image). */
export type PaletteKind = Exclude<SceneElement['kind'], 'group'>;
export interface PaletteItem {
  kind: PaletteKind;
  symbol?: SymbolName;
  galleryId?: number;
}

/** Words an element starts with, from the user's catalog (the model has no language). */
export interface DefaultWords {
  text: string;
  button: string;
  link: string;
}

const ACCENT = '#165dff';

/** A fresh element of the item's kind at (x, y), with the usual size and style. */
export function createElement(item: PaletteItem, id: string, layer: string, x: number, y: number, words: DefaultWords): SceneElement {
  const at = { id, layer, x, y, rotation: 0 };
  switch (item.kind) {
    case 'text':
      return { ...at, kind: 'text', w: 120, h: 30, text: words.text, style: { color: '#1f2937', fontSize: 18 } };
    case 'rect':
      return { ...at, kind: 'rect', w: 120, h: 80, rules: [], style: { fill: '#e8f0ff', stroke: ACCENT, strokeWidth: 2 } };
    case 'ellipse':
      return { ...at, kind: 'ellipse', w: 100, h: 100, rules: [], style: { fill: '#e8f0ff', stroke: ACCENT, strokeWidth: 2 } };
    case 'value':
      return { ...at, kind: 'value', w: 120, h: 36, format: 'number', showUnit: true, style: { color: '#111827', fontSize: 20 } };
    case 'bar':
      return { ...at, kind: 'bar', w: 40, h: 120, min: 0, max: 100, orientation: 'vertical', style: { fill: ACCENT } };
    case 'gauge':
      return { ...at, kind: 'gauge', w: 140, h: 140, min: 0, max: 100, style: { fill: ACCENT } };
    case 'tank':
      return { ...at, kind: 'tank', w: 100, h: 160, min: 0, max: 100, style: { fill: '#38bdf8', stroke: '#475569' } };
    case 'lamp':
      return {
        ...at,
        kind: 'lamp',
        w: 40,
        h: 40,
        shape: 'circle',
        rules: [{ op: 'ne', value: 0, color: '#22c55e' }],
        style: { fill: '#9ca3af' },
      };
    case 'switch':
      return { ...at, kind: 'switch', w: 80, h: 40, onValue: 1, offValue: 0, confirm: true, style: {} };
    case 'button':
      return {
        ...at,
        kind: 'button',
        w: 100,
        h: 36,
        text: words.button,
        action: 'prompt',
        confirm: true,
        style: { fill: ACCENT, color: '#ffffff' },
      };
    case 'image':
      return { ...at, kind: 'image', w: 160, h: 120, fit: 'contain', style: {}, ...(item.galleryId ? { galleryId: item.galleryId } : {}) };
    case 'symbol':
      return {
        ...at,
        kind: 'symbol',
        w: 80,
        h: 80,
        rules: [],
        style: {},
        ...(item.galleryId ? { galleryId: item.galleryId } : { symbol: item.symbol ?? 'pump' }),
      };
    case 'pipe':
      return {
        ...at,
        kind: 'pipe',
        w: 200,
        h: 20,
        points: [
          [0, 10],
          [200, 10],
        ],
        direction: 'forward',
        style: { stroke: '#64748b', strokeWidth: 8 },
      };
    case 'trend':
      return { ...at, kind: 'trend', w: 320, h: 180, bindings: [], minutes: 10, style: {} };
    case 'alarm':
      return { ...at, kind: 'alarm', w: 420, h: 90, rows: 3, style: {} };
    case 'link':
      return { ...at, kind: 'link', w: 120, h: 32, text: words.link, style: { color: ACCENT, fontSize: 16 } };
  }
}

/** Every id of the scene (groups' children included). */
export function takenIds(elements: readonly SceneElement[]): Set<string> {
  const ids = new Set<string>();
  walkElements(elements, (element) => ids.add(element.id));
  return ids;
}

/** `<kind>-<n>`, the lowest n not taken; the id is added to `taken`. */
export function nextId(taken: Set<string>, kind: string): string {
  let n = 1;
  while (taken.has(`${kind}-${n}`)) n += 1;
  const id = `${kind}-${n}`;
  taken.add(id);
  return id;
}

/** A copy of the element with new ids throughout (a paste or duplicate). */
export function withNewIds(element: SceneElement, taken: Set<string>): SceneElement {
  const id = nextId(taken, element.kind);
  if (element.kind === 'group') return { ...element, id, children: element.children.map((child) => withNewIds(child, taken)) };
  return { ...element, id };
}

/** The layer an element is drawn on: its own, or the first when it names none or an unknown one. */
export function layerOf(scene: Pick<Scene, 'layers'>, element: SceneElement): string {
  const first = scene.layers[0]!.id;
  if (!element.layer) return first;
  return scene.layers.some((layer) => layer.id === element.layer) ? element.layer : first;
}
