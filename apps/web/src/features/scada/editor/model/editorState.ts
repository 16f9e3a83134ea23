import { ElementSchema, SceneSchema, type Layer, type Scene, type SceneElement } from '@fieldlink/domain';
import { createElement, nextId, takenIds, withNewIds, type DefaultWords, type PaletteItem } from './elementFactory';
import { clampCoord, intersects, resizeBox, rotationFromPointer, snap, centreOf, type Box, type Handle, type Point } from './geometry';
import { addLayer, moveLayer, moveToLayer, removeLayer, updateLayer } from './layerOps';
import {
  align,
  boxOf,
  distribute,
  editableIds,
  group,
  isEditable,
  mapElements,
  removeElements,
  reorder,
  setBox,
  ungroup,
  type Align,
  type Order,
} from './sceneOps';

/** Undo steps kept; older ones fall off. */
export const HISTORY_LIMIT = 100;
/** How far each paste or duplicate lands from its original. */
export const PASTE_OFFSET = 10;

export interface EditorState {
  scene: Scene;
  /** The scene as last loaded or saved: the editor is dirty while `scene` is another one. */
  saved: Scene;
  /** Top-level element ids, in the order they were picked. */
  selection: string[];
  activeLayer: string;
  clipboard: SceneElement[];
  pasteCount: number;
  past: Scene[];
  future: Scene[];
  snap: boolean;
  /** A drag in progress: its moves are computed from this scene and undo as one step. */
  gesture?: { base: Scene };
  /** The last property edit's coalescing key: repeated edits of one field are one undo step. */
  coalesce?: string;
}

export type CanvasPatch = Partial<Pick<Scene, 'width' | 'height' | 'background' | 'grid'>>;

export type EditorAction =
  | { type: 'load'; scene: Scene }
  /** What was sent to the server was stored: `scene` (the editor may have moved on meanwhile). */
  | { type: 'saved'; scene?: Scene }
  | { type: 'add'; item: PaletteItem; words: DefaultWords; at?: Point }
  | { type: 'select'; ids: string[]; mode?: 'replace' | 'toggle' }
  | { type: 'selectAll' }
  | { type: 'selectInBox'; box: Box; additive?: boolean }
  | { type: 'clearSelection' }
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'beginGesture' }
  | { type: 'dragMove'; dx: number; dy: number }
  | { type: 'resize'; handle: Handle; dx: number; dy: number; keepAspect?: boolean }
  | { type: 'rotate'; pointer: Point; snap15?: boolean }
  | { type: 'endGesture' }
  | { type: 'cancelGesture' }
  | { type: 'align'; how: Align }
  | { type: 'distribute'; axis: 'horizontal' | 'vertical' }
  | { type: 'order'; to: Order }
  | { type: 'group' }
  | { type: 'ungroup' }
  | { type: 'addLayer'; name: string }
  | { type: 'updateLayer'; id: string; patch: Partial<Omit<Layer, 'id'>> }
  | { type: 'moveLayer'; id: string; step: 1 | -1 }
  | { type: 'removeLayer'; id: string }
  | { type: 'setActiveLayer'; id: string }
  | { type: 'moveToLayer'; layer: string }
  | { type: 'copy' }
  | { type: 'cut' }
  | { type: 'paste' }
  | { type: 'duplicate' }
  | { type: 'delete' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'update'; id: string; patch: Partial<SceneElement>; coalesce?: string }
  | { type: 'setCanvas'; patch: CanvasPatch }
  | { type: 'toggleSnap' };

export function initialEditorState(scene: Scene): EditorState {
  return {
    scene,
    saved: scene,
    selection: [],
    activeLayer: scene.layers[0]!.id,
    clipboard: [],
    pasteCount: 0,
    past: [],
    future: [],
    snap: true,
  };
}

export const isDirty = (state: EditorState): boolean => state.scene !== state.saved;
export const canUndo = (state: EditorState): boolean => state.past.length > 0;
export const canRedo = (state: EditorState): boolean => state.future.length > 0;

export function selectedElements(state: EditorState): SceneElement[] {
  return state.selection.map((id) => state.scene.elements.find((element) => element.id === id)).filter((e): e is SceneElement => !!e);
}

/** A new scene as one undo step (during a gesture, the gesture's end records it). */
function commit(state: EditorState, scene: Scene, extra: Partial<EditorState> = {}, coalesce?: string): EditorState {
  if (scene === state.scene) return { ...state, ...extra };
  const merge = coalesce !== undefined && coalesce === state.coalesce;
  const past = state.gesture || merge ? state.past : [...state.past, state.scene].slice(-HISTORY_LIMIT);
  return { ...state, ...extra, scene, past, future: state.gesture || merge ? state.future : [], coalesce };
}

/** Drops ids that are gone or no longer editable (a layer was hidden or locked). */
function keepSelectable(state: EditorState): EditorState {
  const selection = state.selection.filter((id) => editableIds(state.scene, [id]).length > 0);
  return selection.length === state.selection.length ? state : { ...state, selection };
}

function paste(state: EditorState, source: SceneElement[], step: number): EditorState {
  if (source.length === 0) return state;
  const taken = takenIds(state.scene.elements);
  const offset = PASTE_OFFSET * step;
  const copies = source.map((element) => {
    const copy = withNewIds(element, taken);
    return { ...copy, x: clampCoord(copy.x + offset), y: clampCoord(copy.y + offset), layer: state.activeLayer, locked: undefined };
  });
  const scene = { ...state.scene, elements: [...state.scene.elements, ...copies] };
  return keepSelectable(commit(state, scene, { selection: copies.map((copy) => copy.id) }));
}

/** The gesture's starting scene (a move without `beginGesture` starts one). */
function gestureBase(state: EditorState): { state: EditorState; base: Scene } {
  if (state.gesture) return { state, base: state.gesture.base };
  return { state: { ...state, gesture: { base: state.scene } }, base: state.scene };
}

function moveFrom(state: EditorState, base: Scene, dx: number, dy: number, snapping: boolean): Scene {
  const ids = editableIds(base, state.selection);
  const lead = base.elements.find((element) => element.id === ids[0]);
  if (!lead) return base;
  // The first picked element lands on the grid; the others keep their distance to it.
  const sdx = snapping ? snap(lead.x + dx, base.grid) - lead.x : dx;
  const sdy = snapping ? snap(lead.y + dy, base.grid) - lead.y : dy;
  if (sdx === 0 && sdy === 0) return base;
  return mapElements(base, ids, (element) => setBox(element, { ...boxOf(element), x: element.x + sdx, y: element.y + sdy }));
}

function single(state: EditorState, base: Scene): SceneElement | undefined {
  if (state.selection.length !== 1) return undefined;
  const element = base.elements.find((candidate) => candidate.id === state.selection[0]);
  return element && isEditable(base, element) ? element : undefined;
}

const SELECTING = new Set<EditorAction['type']>(['select', 'selectAll', 'selectInBox', 'clearSelection']);
const GESTURE_ACTIONS = new Set<EditorAction['type']>(['beginGesture', 'dragMove', 'resize', 'rotate', 'endGesture', 'cancelGesture']);

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  // Anything else first ends a drag in progress, so no change is computed from a stale base.
  if (state.gesture && !GESTURE_ACTIONS.has(action.type)) return apply(apply(state, { type: 'endGesture' }), action);
  // Another selection starts a new undo step for the next property edit.
  if (SELECTING.has(action.type) && state.coalesce !== undefined) return apply({ ...state, coalesce: undefined }, action);
  return apply(state, action);
}

function apply(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return { ...initialEditorState(action.scene), clipboard: state.clipboard, snap: state.snap };
    case 'saved':
      return { ...state, saved: action.scene ?? state.scene };
    case 'add': {
      const taken = takenIds(state.scene.elements);
      const draft = createElement(action.item, nextId(taken, action.item.kind), state.activeLayer, 0, 0, action.words);
      const centre = action.at ?? { x: state.scene.width / 2, y: state.scene.height / 2 };
      let x = centre.x - draft.w / 2;
      let y = centre.y - draft.h / 2;
      if (state.snap) [x, y] = [snap(x, state.scene.grid), snap(y, state.scene.grid)];
      const element = setBox(draft, { x, y, w: draft.w, h: draft.h });
      const scene = { ...state.scene, elements: [...state.scene.elements, element] };
      return keepSelectable(commit(state, scene, { selection: [element.id] }));
    }
    case 'select': {
      const ids = editableIds(state.scene, action.ids);
      if (action.mode !== 'toggle') return { ...state, selection: ids };
      const selection = [...state.selection];
      for (const id of ids) {
        const at = selection.indexOf(id);
        if (at >= 0) selection.splice(at, 1);
        else selection.push(id);
      }
      return { ...state, selection };
    }
    case 'selectAll':
      return {
        ...state,
        selection: editableIds(
          state.scene,
          state.scene.elements.map((element) => element.id),
        ),
      };
    case 'selectInBox': {
      const hits = state.scene.elements.filter((element) => intersects(boxOf(element), action.box)).map((element) => element.id);
      const ids = editableIds(state.scene, hits);
      return { ...state, selection: action.additive ? [...new Set([...state.selection, ...ids])] : ids };
    }
    case 'clearSelection':
      return state.selection.length === 0 ? state : { ...state, selection: [] };
    case 'nudge':
      return commit(state, moveFrom(state, state.scene, action.dx, action.dy, false));
    case 'beginGesture':
      return { ...state, gesture: { base: state.scene }, coalesce: undefined };
    case 'dragMove': {
      const started = gestureBase(state);
      return { ...started.state, scene: moveFrom(started.state, started.base, action.dx, action.dy, state.snap) };
    }
    case 'resize': {
      const started = gestureBase(state);
      const element = single(started.state, started.base);
      if (!element) return started.state;
      const box = resizeBox(boxOf(element), element.rotation, action.handle, action.dx, action.dy, {
        keepAspect: action.keepAspect,
        grid: state.snap ? started.base.grid : undefined,
      });
      return { ...started.state, scene: mapElements(started.base, [element.id], (target) => setBox(target, box)) };
    }
    case 'rotate': {
      const started = gestureBase(state);
      const element = single(started.state, started.base);
      if (!element) return started.state;
      const rotation = rotationFromPointer(centreOf(boxOf(element)), action.pointer, !!action.snap15);
      const scene = mapElements(started.base, [element.id], (target) => (target.rotation === rotation ? target : { ...target, rotation }));
      return { ...started.state, scene };
    }
    case 'endGesture': {
      if (!state.gesture) return state;
      const { base } = state.gesture;
      const ended = { ...state, gesture: undefined };
      if (base === state.scene) return ended;
      return { ...ended, past: [...state.past, base].slice(-HISTORY_LIMIT), future: [] };
    }
    case 'cancelGesture':
      return state.gesture ? { ...state, scene: state.gesture.base, gesture: undefined } : state;
    case 'align':
      return commit(state, align(state.scene, state.selection, action.how));
    case 'distribute':
      return commit(state, distribute(state.scene, state.selection, action.axis));
    case 'order':
      return commit(state, reorder(state.scene, state.selection, action.to));
    case 'group': {
      const grouped = group(state.scene, state.selection);
      return grouped.id ? commit(state, grouped.scene, { selection: [grouped.id] }) : state;
    }
    case 'ungroup': {
      const released = ungroup(state.scene, state.selection);
      if (released.ids.length === 0) return state;
      const kept = state.selection.filter((id) => released.scene.elements.some((element) => element.id === id));
      return commit(state, released.scene, { selection: [...kept, ...released.ids] });
    }
    case 'addLayer': {
      const added = addLayer(state.scene, action.name);
      return added.id ? commit(state, added.scene, { activeLayer: added.id }) : state;
    }
    case 'updateLayer':
      return keepSelectable(commit(state, updateLayer(state.scene, action.id, action.patch)));
    case 'moveLayer':
      return commit(state, moveLayer(state.scene, action.id, action.step));
    case 'removeLayer': {
      const scene = removeLayer(state.scene, action.id);
      const activeLayer = scene.layers.some((layer) => layer.id === state.activeLayer) ? state.activeLayer : scene.layers[0]!.id;
      return keepSelectable(commit(state, scene, { activeLayer }));
    }
    case 'setActiveLayer':
      return state.scene.layers.some((layer) => layer.id === action.id) ? { ...state, activeLayer: action.id } : state;
    case 'moveToLayer':
      return keepSelectable(commit(state, moveToLayer(state.scene, state.selection, action.layer)));
    case 'copy': {
      const clipboard = selectedElements(state);
      return clipboard.length === 0 ? state : { ...state, clipboard: structuredClone(clipboard), pasteCount: 0 };
    }
    case 'cut': {
      const copied = apply(state, { type: 'copy' });
      return commit(copied, removeElements(copied.scene, copied.selection), { selection: [] });
    }
    case 'paste':
      return { ...paste(state, state.clipboard, state.pasteCount + 1), pasteCount: state.pasteCount + 1 };
    case 'duplicate':
      return paste(state, selectedElements(state), 1);
    case 'delete':
      return commit(state, removeElements(state.scene, state.selection), { selection: [] });
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous || state.gesture) return state;
      const undone = {
        ...state,
        scene: previous,
        past: state.past.slice(0, -1),
        future: [state.scene, ...state.future],
        coalesce: undefined,
      };
      return keepSelectable(undone);
    }
    case 'redo': {
      const next = state.future[0];
      if (!next || state.gesture) return state;
      const redone = { ...state, scene: next, past: [...state.past, state.scene], future: state.future.slice(1), coalesce: undefined };
      return keepSelectable(redone);
    }
    case 'update': {
      const scene = mapElements(state.scene, [action.id], (element) => {
        const merged = { ...element, ...action.patch, style: { ...element.style, ...action.patch.style } };
        const parsed = ElementSchema.safeParse(merged);
        return parsed.success ? parsed.data : element;
      });
      return keepSelectable(commit(state, scene, {}, action.coalesce ?? `${action.id}:${Object.keys(action.patch).join(',')}`));
    }
    case 'setCanvas': {
      const next = { ...state.scene, ...action.patch };
      const same = (Object.keys(action.patch) as (keyof CanvasPatch)[]).every((key) => next[key] === state.scene[key]);
      if (same || !SceneSchema.safeParse(next).success) return state;
      return commit(state, next, {}, `canvas:${Object.keys(action.patch).join(',')}`);
    }
    case 'toggleSnap':
      return { ...state, snap: !state.snap };
  }
}
