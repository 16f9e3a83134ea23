import type { GroupElement, Scene, SceneElement } from '@fieldlink/domain';
import { layerOf, nextId, takenIds } from './elementFactory';
import { centreOf, normalizeAngle, rotatePoint, roundBox, unionBox, type Box, type Point } from './geometry';

/**
 * Pure operations on a scene's top-level elements (the editor selects and edits whole elements;
 * a group is one element until it is ungrouped). Each returns a new scene, or the same one when
 * nothing changes, so the history can tell.
 */

export const ALIGNS = ['left', 'centre', 'right', 'top', 'middle', 'bottom'] as const;
export type Align = (typeof ALIGNS)[number];
export const ORDERS = ['forward', 'backward', 'front', 'back'] as const;
export type Order = (typeof ORDERS)[number];

export const boxOf = (element: Pick<SceneElement, 'x' | 'y' | 'w' | 'h'>): Box => ({
  x: element.x,
  y: element.y,
  w: element.w,
  h: element.h,
});

/** The element may be selected and changed: it is not locked and its layer is shown and unlocked. */
export function isEditable(scene: Pick<Scene, 'layers'>, element: SceneElement): boolean {
  if (element.locked) return false;
  const layer = scene.layers.find((candidate) => candidate.id === layerOf(scene, element));
  return !!layer && layer.visible && !layer.locked;
}

/** The ids, in drawing order, that may be edited. */
export function editableIds(scene: Scene, ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return scene.elements.filter((element) => wanted.has(element.id) && isEditable(scene, element)).map((element) => element.id);
}

export function mapElements(scene: Scene, ids: readonly string[], change: (element: SceneElement) => SceneElement): Scene {
  const wanted = new Set(ids);
  let changed = false;
  const elements = scene.elements.map((element) => {
    if (!wanted.has(element.id)) return element;
    const next = change(element);
    if (next !== element) changed = true;
    return next;
  });
  return changed ? { ...scene, elements } : scene;
}

/** Scales a group's children (and a pipe's points) to a new box size. */
export function scaleContent<T extends SceneElement>(element: T, sx: number, sy: number): T {
  if (sx === 1 && sy === 1) return element;
  if (element.kind === 'pipe') {
    const points = element.points.map(([x, y]) => [Math.round(x * sx * 10) / 10, Math.round(y * sy * 10) / 10] as [number, number]);
    return { ...element, points };
  }
  if (element.kind !== 'group') return element;
  const children = element.children.map((child) => {
    const box = roundBox({ x: child.x * sx, y: child.y * sy, w: child.w * sx, h: child.h * sy });
    return scaleContent({ ...child, ...box }, box.w / child.w, box.h / child.h);
  });
  return { ...element, children };
}

/** Sets an element's box; a group's children and a pipe's points scale with it. */
export function setBox<T extends SceneElement>(element: T, box: Box): T {
  const rounded = roundBox(box);
  if (rounded.x === element.x && rounded.y === element.y && rounded.w === element.w && rounded.h === element.h) return element;
  return scaleContent({ ...element, ...rounded }, rounded.w / element.w, rounded.h / element.h);
}

export function align(scene: Scene, ids: readonly string[], how: Align): Scene {
  const targets = editableIds(scene, ids);
  if (targets.length < 2) return scene;
  const boxes = scene.elements.filter((element) => targets.includes(element.id)).map(boxOf);
  const bounds = unionBox(boxes)!;
  return mapElements(scene, targets, (element) => {
    const box = boxOf(element);
    switch (how) {
      case 'left':
        return setBox(element, { ...box, x: bounds.x });
      case 'centre':
        return setBox(element, { ...box, x: bounds.x + (bounds.w - box.w) / 2 });
      case 'right':
        return setBox(element, { ...box, x: bounds.x + bounds.w - box.w });
      case 'top':
        return setBox(element, { ...box, y: bounds.y });
      case 'middle':
        return setBox(element, { ...box, y: bounds.y + (bounds.h - box.h) / 2 });
      case 'bottom':
        return setBox(element, { ...box, y: bounds.y + bounds.h - box.h });
    }
  });
}

/** Equal gaps between three or more elements, the outer two staying where they are. */
export function distribute(scene: Scene, ids: readonly string[], axis: 'horizontal' | 'vertical'): Scene {
  const targets = editableIds(scene, ids);
  if (targets.length < 3) return scene;
  const horizontal = axis === 'horizontal';
  const start = (element: SceneElement) => (horizontal ? element.x : element.y);
  const length = (element: SceneElement) => (horizontal ? element.w : element.h);
  const sorted = scene.elements.filter((element) => targets.includes(element.id)).sort((a, b) => start(a) - start(b));
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const span = start(last) + length(last) - start(first);
  const gap = (span - sorted.reduce((sum, element) => sum + length(element), 0)) / (sorted.length - 1);
  const placed = new Map<string, number>();
  let cursor = start(first);
  for (const element of sorted) {
    placed.set(element.id, cursor);
    cursor += length(element) + gap;
  }
  return mapElements(scene, targets, (element) =>
    setBox(element, { ...boxOf(element), [horizontal ? 'x' : 'y']: placed.get(element.id)! }),
  );
}

/** Drawing order: one step or all the way, the selection keeping its own order. */
export function reorder(scene: Scene, ids: readonly string[], to: Order): Scene {
  const targets = new Set(editableIds(scene, ids));
  if (targets.size === 0) return scene;
  const chosen = scene.elements.filter((element) => targets.has(element.id));
  const rest = scene.elements.filter((element) => !targets.has(element.id));
  let elements: SceneElement[];
  if (to === 'front') elements = [...rest, ...chosen];
  else if (to === 'back') elements = [...chosen, ...rest];
  else {
    elements = [...scene.elements];
    const forward = to === 'forward';
    const indexes = elements.map((element, index) => (targets.has(element.id) ? index : -1)).filter((index) => index >= 0);
    for (const index of forward ? indexes.reverse() : indexes) {
      const swap = forward ? index + 1 : index - 1;
      if (swap < 0 || swap >= elements.length || targets.has(elements[swap]!.id)) continue;
      [elements[index], elements[swap]] = [elements[swap]!, elements[index]!];
    }
  }
  return elements.every((element, index) => element === scene.elements[index]) ? scene : { ...scene, elements };
}

/** Two or more elements into one group, where the topmost of them was; children relative to its box. */
export function group(scene: Scene, ids: readonly string[]): { scene: Scene; id?: string } {
  const targets = new Set(editableIds(scene, ids));
  if (targets.size < 2) return { scene };
  const members = scene.elements.filter((element) => targets.has(element.id));
  const bounds = roundBox(unionBox(members.map(boxOf))!);
  const id = nextId(takenIds(scene.elements), 'group');
  const children = members.map(
    ({ layer: _layer, ...child }) => ({ ...child, x: child.x - bounds.x, y: child.y - bounds.y }) as SceneElement,
  );
  const top = members[members.length - 1]!;
  const created: GroupElement = { id, kind: 'group', layer: layerOf(scene, top), ...bounds, rotation: 0, style: {}, children };
  const elements: SceneElement[] = [];
  for (const element of scene.elements) {
    if (element === top) elements.push(created);
    else if (!targets.has(element.id)) elements.push(element);
  }
  return { scene: { ...scene, elements }, id };
}

/** Groups back into their children, in place, on the group's layer, in scene coordinates. */
export function ungroup(scene: Scene, ids: readonly string[]): { scene: Scene; ids: string[] } {
  const targets = new Set(editableIds(scene, ids));
  const released: string[] = [];
  const elements = scene.elements.flatMap((element): SceneElement[] => {
    if (!targets.has(element.id) || element.kind !== 'group') return [element];
    const layer = layerOf(scene, element);
    const centre = centreOf(boxOf(element));
    return element.children.map((child) => {
      released.push(child.id);
      const childCentre = rotatePoint(
        { x: element.x + child.x + child.w / 2, y: element.y + child.y + child.h / 2 },
        element.rotation,
        centre,
      );
      const box = roundBox({ x: childCentre.x - child.w / 2, y: childCentre.y - child.h / 2, w: child.w, h: child.h });
      return { ...child, ...box, layer, rotation: normalizeAngle(child.rotation + element.rotation) };
    });
  });
  return released.length === 0 ? { scene, ids: [] } : { scene: { ...scene, elements }, ids: released };
}

export function removeElements(scene: Scene, ids: readonly string[]): Scene {
  const targets = new Set(editableIds(scene, ids));
  if (targets.size === 0) return scene;
  return { ...scene, elements: scene.elements.filter((element) => !targets.has(element.id)) };
}

/**
 * The topmost editable element whose (turned) box holds the point, by drawing order: layers first
 * to last, then elements. The whole box counts, not only the painted pixels, so a gauge's empty
 * corner or a thin line's box picks it; hidden, locked and locked-layer elements are clicked through.
 */
export function hitTest(scene: Scene, point: Point, tolerance = 0): string | undefined {
  const order = new Map(scene.layers.map((layer, index) => [layer.id, index]));
  const drawn = scene.elements
    .map((element, index) => ({ element, index, layer: order.get(layerOf(scene, element)) ?? 0 }))
    .sort((a, b) => a.layer - b.layer || a.index - b.index);
  for (let at = drawn.length - 1; at >= 0; at -= 1) {
    const { element } = drawn[at]!;
    if (element.hidden || !isEditable(scene, element)) continue;
    const local = rotatePoint(point, -element.rotation, centreOf(boxOf(element)));
    const inside =
      local.x >= element.x - tolerance &&
      local.x <= element.x + element.w + tolerance &&
      local.y >= element.y - tolerance &&
      local.y <= element.y + element.h + tolerance;
    if (inside) return element.id;
  }
  return undefined;
}
