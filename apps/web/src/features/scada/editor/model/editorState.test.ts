import { emptyScene, SceneSchema, walkElements, type Scene, type SceneElement } from '@fieldlink/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editorReducer, HISTORY_LIMIT, initialEditorState, isDirty, type EditorAction, type EditorState } from './editorState';
import type { PaletteItem } from './elementFactory';
import { hitTest } from './sceneOps';

const words = { text: 'Text', button: 'Set', link: 'Open' };
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const add = (item: PaletteItem, x: number, y: number): EditorAction => ({ type: 'add', item, words, at: { x, y } });
const el = (state: EditorState, id: string) => state.scene.elements.find((element) => element.id === id)!;
const valid = (state: EditorState) => expect(SceneSchema.safeParse(state.scene).success).toBe(true);

/** Three rects: rect-1 at (0,0) 120×80, rect-2 at (200,100), rect-3 at (500,300). */
function threeRects(): EditorState {
  return run(
    initialEditorState(emptyScene('pc')),
    add({ kind: 'rect' }, 60, 40),
    add({ kind: 'rect' }, 260, 140),
    add({ kind: 'rect' }, 560, 340),
    { type: 'clearSelection' },
  );
}

describe('adding from the palette', () => {
  it('centres the element on the drop point, snapped, on the active layer, selected, with a unique id', () => {
    const state = run(initialEditorState(emptyScene('pc')), add({ kind: 'lamp' }, 103, 98), add({ kind: 'lamp' }, 300, 300));
    expect(state.scene.elements.map((element) => element.id)).toEqual(['lamp-1', 'lamp-2']);
    expect(el(state, 'lamp-1')).toMatchObject({ x: 80, y: 80, w: 40, h: 40, layer: 'base' });
    expect(state.selection).toEqual(['lamp-2']);
    valid(state);
  });

  it('places exactly where dropped with snapping off, and builds every kind and symbol as a valid scene', () => {
    let state = run(initialEditorState(emptyScene('pc')), { type: 'toggleSnap' }, add({ kind: 'value' }, 103, 98));
    expect(el(state, 'value-1')).toMatchObject({ x: 43, y: 80 });
    const kinds = [
      'text',
      'rect',
      'ellipse',
      'bar',
      'gauge',
      'tank',
      'switch',
      'button',
      'image',
      'pipe',
      'trend',
      'alarm',
      'link',
    ] as const;
    for (const kind of kinds) state = run(state, add({ kind }, 400, 300));
    state = run(state, add({ kind: 'symbol', symbol: 'valve' }, 10, 10), add({ kind: 'image', galleryId: 7 }, 10, 10));
    expect(el(state, 'symbol-1')).toMatchObject({ symbol: 'valve' });
    expect(el(state, 'image-2')).toMatchObject({ galleryId: 7 });
    valid(state);
  });

  it('adds to the layer made active', () => {
    const state = run(initialEditorState(emptyScene('pc')), { type: 'addLayer', name: 'Top' }, add({ kind: 'rect' }, 100, 100));
    expect(state.activeLayer).toBe('layer-1');
    expect(el(state, 'rect-1').layer).toBe('layer-1');
  });
});

describe('selecting', () => {
  it('clicks, shift-clicks (toggles), selects all and clears', () => {
    let state = run(threeRects(), { type: 'select', ids: ['rect-1'] }, { type: 'select', ids: ['rect-3'], mode: 'toggle' });
    expect(state.selection).toEqual(['rect-1', 'rect-3']);
    state = run(state, { type: 'select', ids: ['rect-1'], mode: 'toggle' });
    expect(state.selection).toEqual(['rect-3']);
    expect(run(state, { type: 'selectAll' }).selection).toEqual(['rect-1', 'rect-2', 'rect-3']);
    expect(run(state, { type: 'clearSelection' }).selection).toEqual([]);
  });

  it('selects what a marquee touches, adding to the selection with shift', () => {
    const state = run(threeRects(), { type: 'selectInBox', box: { x: -10, y: -10, w: 250, h: 150 } });
    expect(state.selection).toEqual(['rect-1', 'rect-2']);
    const more = run(state, { type: 'selectInBox', box: { x: 550, y: 350, w: 10, h: 10 }, additive: true });
    expect(more.selection).toEqual(['rect-1', 'rect-2', 'rect-3']);
  });

  it('never selects locked elements or elements of locked or hidden layers', () => {
    let state = run(threeRects(), { type: 'update', id: 'rect-1', patch: { locked: true } });
    state = run(state, { type: 'addLayer', name: 'L' }, add({ kind: 'rect' }, 900, 500), {
      type: 'updateLayer',
      id: 'layer-1',
      patch: { locked: true },
    });
    expect(state.selection).toEqual([]);
    expect(run(state, { type: 'selectAll' }).selection).toEqual(['rect-2', 'rect-3']);
    expect(run(state, { type: 'select', ids: ['rect-1', 'rect-4'] }).selection).toEqual([]);
    const hidden = run(state, { type: 'updateLayer', id: 'base', patch: { visible: false } }, { type: 'selectAll' });
    expect(hidden.selection).toEqual([]);
  });
});

describe('hit testing a click', () => {
  it('picks the topmost editable element under the point, by layer then drawing order', () => {
    let state = run(threeRects(), { type: 'update', id: 'rect-1', patch: { w: 600, h: 500 } });
    expect(hitTest(state.scene, { x: 250, y: 120 })).toBe('rect-2');
    expect(hitTest(state.scene, { x: 10, y: 10 })).toBe('rect-1');
    expect(hitTest(state.scene, { x: 900, y: 700 })).toBeUndefined();
    state = run(state, { type: 'addLayer', name: 'Top' }, { type: 'select', ids: ['rect-1'] }, { type: 'moveToLayer', layer: 'layer-1' });
    expect(hitTest(state.scene, { x: 250, y: 120 })).toBe('rect-1');
  });

  it('clicks through locked and hidden elements and honours rotation and tolerance', () => {
    const state = run(
      threeRects(),
      { type: 'update', id: 'rect-2', patch: { locked: true } },
      { type: 'update', id: 'rect-3', patch: { rotation: 90 } },
    );
    expect(hitTest(state.scene, { x: 250, y: 120 })).toBeUndefined();
    // rect-3 (500,300 120×80) turned a quarter about its centre (560,340) spans x 520..600, y 280..400.
    expect(hitTest(state.scene, { x: 560, y: 285 })).toBe('rect-3');
    expect(hitTest(state.scene, { x: 505, y: 340 })).toBeUndefined();
    expect(hitTest(state.scene, { x: 122, y: 40 })).toBeUndefined();
    expect(hitTest(state.scene, { x: 122, y: 40 }, 3)).toBe('rect-1');
  });
});

describe('moving', () => {
  it('nudges by the given pixels without snapping, one undo step each', () => {
    const state = run(threeRects(), { type: 'select', ids: ['rect-2'] }, { type: 'nudge', dx: 1, dy: 0 }, { type: 'nudge', dx: 0, dy: 10 });
    expect(el(state, 'rect-2')).toMatchObject({ x: 201, y: 110 });
    expect(el(run(state, { type: 'undo' }), 'rect-2')).toMatchObject({ x: 201, y: 100 });
  });

  it('drags the selection as one undo step, the lead element landing on the grid', () => {
    const before = run(threeRects(), { type: 'select', ids: ['rect-1', 'rect-2'] });
    const dragged = run(
      before,
      { type: 'beginGesture' },
      { type: 'dragMove', dx: 5, dy: 5 },
      { type: 'dragMove', dx: 14, dy: 26 },
      { type: 'endGesture' },
    );
    expect(el(dragged, 'rect-1')).toMatchObject({ x: 10, y: 30 });
    expect(el(dragged, 'rect-2')).toMatchObject({ x: 210, y: 130 });
    expect(dragged.past).toHaveLength(before.past.length + 1);
    const undone = run(dragged, { type: 'undo' });
    expect(undone.scene).toBe(before.scene);
  });

  it('does not move locked elements and a cancelled drag leaves no trace', () => {
    const state = run(threeRects(), { type: 'select', ids: ['rect-1'] }, { type: 'update', id: 'rect-1', patch: { locked: true } });
    expect(state.selection).toEqual([]);
    const moved = run(state, { type: 'beginGesture' }, { type: 'dragMove', dx: 50, dy: 50 }, { type: 'endGesture' });
    expect(el(moved, 'rect-1')).toMatchObject({ x: 0, y: 0 });
    const cancelled = run(
      threeRects(),
      { type: 'select', ids: ['rect-2'] },
      { type: 'beginGesture' },
      { type: 'dragMove', dx: 50, dy: 0 },
      { type: 'cancelGesture' },
    );
    expect(el(cancelled, 'rect-2').x).toBe(200);
  });
});

describe('resizing and rotating', () => {
  it('resizes one selected element from a handle as one step, snapping the edge', () => {
    const state = run(
      threeRects(),
      { type: 'select', ids: ['rect-2'] },
      { type: 'beginGesture' },
      { type: 'resize', handle: 'se', dx: 33, dy: 18 },
      { type: 'endGesture' },
    );
    expect(el(state, 'rect-2')).toMatchObject({ x: 200, y: 100, w: 150, h: 100 });
    expect(run(state, { type: 'undo' }, { type: 'redo' }).scene).toBe(state.scene);
  });

  it('scales a group with its children and a pipe with its points', () => {
    let state = run(threeRects(), { type: 'select', ids: ['rect-1', 'rect-2'] }, { type: 'group' });
    state = run(state, { type: 'resize', handle: 'e', dx: 320, dy: 0 }, { type: 'endGesture' });
    const grouped = el(state, 'group-1') as Extract<SceneElement, { kind: 'group' }>;
    expect(grouped.w).toBe(640);
    expect(grouped.children.map((child) => [child.x, child.w])).toEqual([
      [0, 240],
      [400, 240],
    ]);
    const pipe = run(
      initialEditorState(emptyScene('pc')),
      add({ kind: 'pipe' }, 200, 200),
      { type: 'resize', handle: 'e', dx: 200, dy: 0 },
      { type: 'endGesture' },
    );
    expect(el(pipe, 'pipe-1')).toMatchObject({
      w: 400,
      points: [
        [0, 10],
        [400, 10],
      ],
    });
  });

  it('rotates with the handle, shift snapping to 15 degrees', () => {
    const state = run(
      threeRects(),
      { type: 'select', ids: ['rect-2'] },
      { type: 'rotate', pointer: { x: 400, y: 60 }, snap15: true },
      { type: 'endGesture' },
    );
    expect(el(state, 'rect-2').rotation % 15).toBe(0);
    expect(el(state, 'rect-2').rotation).toBe(60);
    valid(state);
  });
});

describe('align, distribute, order', () => {
  it('aligns two or more to the selection box', () => {
    const state = run(threeRects(), { type: 'selectAll' });
    expect(run(state, { type: 'align', how: 'left' }).scene.elements.map((e) => e.x)).toEqual([0, 0, 0]);
    expect(run(state, { type: 'align', how: 'right' }).scene.elements.map((e) => e.x)).toEqual([500, 500, 500]);
    expect(run(state, { type: 'align', how: 'centre' }).scene.elements.map((e) => e.x)).toEqual([250, 250, 250]);
    expect(run(state, { type: 'align', how: 'bottom' }).scene.elements.map((e) => e.y)).toEqual([300, 300, 300]);
    expect(run(state, { type: 'align', how: 'middle' }).scene.elements.map((e) => e.y)).toEqual([150, 150, 150]);
    const one = run(threeRects(), { type: 'select', ids: ['rect-2'] });
    expect(run(one, { type: 'align', how: 'top' }).scene).toBe(one.scene);
  });

  it('distributes three or more with equal gaps, the outer ones staying', () => {
    const state = run(
      threeRects(),
      { type: 'update', id: 'rect-2', patch: { x: 130 } },
      { type: 'selectAll' },
      { type: 'distribute', axis: 'horizontal' },
    );
    expect(state.scene.elements.map((e) => e.x)).toEqual([0, 250, 500]);
    const two = run(threeRects(), { type: 'select', ids: ['rect-1', 'rect-2'] });
    expect(run(two, { type: 'distribute', axis: 'vertical' }).scene).toBe(two.scene);
  });

  it('brings forward, back, to front and to back', () => {
    const ids = (state: EditorState) => state.scene.elements.map((e) => e.id);
    const state = run(threeRects(), { type: 'select', ids: ['rect-1'] });
    expect(ids(run(state, { type: 'order', to: 'forward' }))).toEqual(['rect-2', 'rect-1', 'rect-3']);
    expect(ids(run(state, { type: 'order', to: 'front' }))).toEqual(['rect-2', 'rect-3', 'rect-1']);
    const last = run(threeRects(), { type: 'select', ids: ['rect-3'] });
    expect(ids(run(last, { type: 'order', to: 'backward' }))).toEqual(['rect-1', 'rect-3', 'rect-2']);
    expect(ids(run(last, { type: 'order', to: 'back' }))).toEqual(['rect-3', 'rect-1', 'rect-2']);
    expect(run(last, { type: 'order', to: 'front' }).scene).toBe(last.scene);
  });
});

describe('groups', () => {
  it('groups with children relative to the group box, and ungroups back to where they were', () => {
    const state = run(threeRects(), { type: 'select', ids: ['rect-2', 'rect-3'] }, { type: 'group' });
    const grouped = el(state, 'group-1') as Extract<SceneElement, { kind: 'group' }>;
    expect(grouped).toMatchObject({ x: 200, y: 100, w: 420, h: 280, layer: 'base' });
    expect(grouped.children.map((child) => [child.id, child.x, child.y])).toEqual([
      ['rect-2', 0, 0],
      ['rect-3', 300, 200],
    ]);
    expect(state.selection).toEqual(['group-1']);
    valid(state);
    const ungrouped = run(state, { type: 'ungroup' });
    expect(ungrouped.scene.elements.map((e) => [e.id, e.x, e.y])).toEqual([
      ['rect-1', 0, 0],
      ['rect-2', 200, 100],
      ['rect-3', 500, 300],
    ]);
    expect(ungrouped.selection).toEqual(['rect-2', 'rect-3']);
  });

  it('carries a group rotation into its children when ungrouped', () => {
    let state = run(threeRects(), { type: 'select', ids: ['rect-1', 'rect-2'] }, { type: 'group' });
    state = run(state, { type: 'update', id: 'group-1', patch: { rotation: 180 } }, { type: 'ungroup' });
    // The group box is (0,0)-(320,180); turned half round its centre, the two swap corners.
    expect(el(state, 'rect-1')).toMatchObject({ x: 200, y: 100, rotation: 180 });
    expect(el(state, 'rect-2')).toMatchObject({ x: 0, y: 0, rotation: 180 });
  });

  it('needs two elements to group', () => {
    const state = run(threeRects(), { type: 'select', ids: ['rect-1'] });
    expect(run(state, { type: 'group' })).toBe(state);
  });
});

describe('layers', () => {
  it('adds, renames, reorders and removes layers; the removed layer hands its elements down', () => {
    let state = run(threeRects(), { type: 'addLayer', name: 'Pumps' }, { type: 'updateLayer', id: 'layer-1', patch: { name: 'Valves' } });
    expect(state.scene.layers.map((l) => l.name)).toEqual(['', 'Valves']);
    state = run(state, { type: 'moveLayer', id: 'layer-1', step: -1 });
    expect(state.scene.layers.map((l) => l.id)).toEqual(['layer-1', 'base']);
    state = run(state, { type: 'removeLayer', id: 'base' });
    expect(state.scene.layers.map((l) => l.id)).toEqual(['layer-1']);
    expect(state.scene.elements.every((e) => e.layer === 'layer-1')).toBe(true);
    expect(state.activeLayer).toBe('layer-1');
    expect(run(state, { type: 'removeLayer', id: 'layer-1' }).scene).toBe(state.scene);
    valid(state);
  });

  it('moves the selection to a layer, and hiding that layer drops it from the selection', () => {
    let state = run(
      threeRects(),
      { type: 'addLayer', name: 'Top' },
      { type: 'select', ids: ['rect-1', 'rect-2'] },
      { type: 'moveToLayer', layer: 'layer-1' },
    );
    expect(state.scene.elements.map((e) => e.layer)).toEqual(['layer-1', 'layer-1', 'base']);
    state = run(state, { type: 'updateLayer', id: 'layer-1', patch: { visible: false } });
    expect(state.selection).toEqual([]);
  });
});

describe('clipboard', () => {
  it('pastes copies with new ids, offset each time, bindings kept', () => {
    const binding = { deviceId: 3, pointId: 9 };
    let state = run(
      threeRects(),
      { type: 'update', id: 'rect-1', patch: { binding } },
      { type: 'select', ids: ['rect-1'] },
      { type: 'copy' },
    );
    state = run(state, { type: 'paste' }, { type: 'paste' });
    expect(state.scene.elements.slice(3).map((e) => [e.id, e.x, e.y])).toEqual([
      ['rect-4', 10, 10],
      ['rect-5', 20, 20],
    ]);
    expect(el(state, 'rect-5')).toMatchObject({ binding });
    expect(state.selection).toEqual(['rect-5']);
    valid(state);
  });

  it('cuts (removes and keeps for pasting) and duplicates without touching the clipboard', () => {
    let state = run(threeRects(), { type: 'select', ids: ['rect-2'] }, { type: 'cut' });
    expect(state.scene.elements.map((e) => e.id)).toEqual(['rect-1', 'rect-3']);
    state = run(state, { type: 'paste' });
    expect(el(state, 'rect-2')).toMatchObject({ x: 210, y: 110 });
    state = run(state, { type: 'select', ids: ['rect-1'] }, { type: 'duplicate' });
    expect(state.selection).toEqual(['rect-4']);
    expect(state.clipboard.map((e) => e.id)).toEqual(['rect-2']);
  });

  it('renumbers a pasted group and its children', () => {
    let state = run(threeRects(), { type: 'selectAll' }, { type: 'group' }, { type: 'copy' }, { type: 'paste' });
    const ids: string[] = [];
    walkElements(state.scene.elements, (element) => ids.push(element.id));
    expect(new Set(ids).size).toBe(ids.length);
    valid(state);
    state = run(state, { type: 'ungroup' });
    valid(state);
  });
});

describe('delete, history and properties', () => {
  it('deletes the selection, undo brings it back, redo removes it again', () => {
    const state = run(threeRects(), { type: 'select', ids: ['rect-1', 'rect-3'] }, { type: 'delete' });
    expect(state.scene.elements.map((e) => e.id)).toEqual(['rect-2']);
    expect(run(state, { type: 'undo' }).scene.elements).toHaveLength(3);
    expect(run(state, { type: 'undo' }, { type: 'redo' }).scene.elements).toHaveLength(1);
  });

  it('keeps a bounded history and a new change clears redo', () => {
    let state = run(threeRects(), { type: 'select', ids: ['rect-1'] });
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1) state = run(state, { type: 'nudge', dx: 1, dy: 0 });
    expect(state.past).toHaveLength(HISTORY_LIMIT);
    state = run(state, { type: 'undo' }, { type: 'nudge', dx: 0, dy: 1 });
    expect(state.future).toEqual([]);
  });

  it('edits properties, one undo step per field typed into, and refuses values the schema refuses', () => {
    let state = run(threeRects(), { type: 'update', id: 'rect-1', patch: { style: { fill: '#ff0000' } } });
    state = run(state, { type: 'update', id: 'rect-1', patch: { style: { fill: '#00ff00' } } });
    expect(el(state, 'rect-1').style).toMatchObject({ fill: '#00ff00', stroke: '#165dff' });
    expect(el(run(state, { type: 'undo' }), 'rect-1').style.fill).toBe('#e8f0ff');
    expect(run(state, { type: 'update', id: 'rect-1', patch: { style: { fill: 'url(javascript:1)' } } }).scene).toBe(state.scene);
    expect(run(state, { type: 'update', id: 'rect-1', patch: { w: 0 } }).scene).toBe(state.scene);
  });

  it('starts a new undo step for the same field after another selection', () => {
    let state = run(threeRects(), { type: 'update', id: 'rect-1', patch: { x: 5 } }, { type: 'update', id: 'rect-1', patch: { x: 6 } });
    const steps = state.past.length;
    state = run(
      state,
      { type: 'select', ids: ['rect-2'] },
      { type: 'select', ids: ['rect-1'] },
      { type: 'update', id: 'rect-1', patch: { x: 7 } },
    );
    expect(state.past).toHaveLength(steps + 1);
    expect(el(run(state, { type: 'undo' }), 'rect-1').x).toBe(6);
  });

  it('changes the canvas within the schema limits', () => {
    const state = run(threeRects(), { type: 'setCanvas', patch: { width: 1920, background: '#000000' } });
    expect(state.scene).toMatchObject({ width: 1920, background: '#000000' });
    expect(run(state, { type: 'setCanvas', patch: { width: 50 } }).scene).toBe(state.scene);
    expect(run(state, { type: 'setCanvas', patch: { grid: 0 } }).scene).toBe(state.scene);
  });

  it('is dirty after a change and clean again when saved or undone to the loaded scene', () => {
    const loaded = initialEditorState(emptyScene('pc'));
    const changed = run(loaded, add({ kind: 'rect' }, 100, 100));
    expect(isDirty(loaded)).toBe(false);
    expect(isDirty(changed)).toBe(true);
    expect(isDirty(run(changed, { type: 'undo' }))).toBe(false);
    expect(isDirty(run(changed, { type: 'saved' }))).toBe(false);
  });
});

describe('every command keeps a valid scene', () => {
  const item = fc.constantFrom<PaletteItem>(
    { kind: 'rect' },
    { kind: 'pipe' },
    { kind: 'symbol', symbol: 'pump' },
    { kind: 'value' },
    { kind: 'text' },
  );
  const delta = fc.integer({ min: -3000, max: 3000 });
  const action: fc.Arbitrary<EditorAction> = fc.oneof(
    fc.record({ type: fc.constant('add' as const), item, words: fc.constant(words), at: fc.record({ x: delta, y: delta }) }),
    fc.constantFrom<EditorAction>(
      { type: 'selectAll' },
      { type: 'copy' },
      { type: 'paste' },
      { type: 'duplicate' },
      { type: 'delete' },
      { type: 'undo' },
      { type: 'redo' },
      { type: 'group' },
      { type: 'ungroup' },
      { type: 'beginGesture' },
      { type: 'endGesture' },
      { type: 'align', how: 'centre' },
      { type: 'distribute', axis: 'vertical' },
      { type: 'order', to: 'front' },
      { type: 'addLayer', name: 'x' },
      { type: 'removeLayer', id: 'base' },
      { type: 'moveToLayer', layer: 'layer-1' },
    ),
    fc.record({ type: fc.constant('dragMove' as const), dx: delta, dy: delta }),
    fc.record({ type: fc.constant('nudge' as const), dx: delta, dy: delta }),
    fc.record({
      type: fc.constantFrom('resize' as const),
      handle: fc.constantFrom('nw', 'e', 'se', 's' as const),
      dx: delta,
      dy: delta,
      keepAspect: fc.boolean(),
    }),
    fc.record({ type: fc.constant('rotate' as const), pointer: fc.record({ x: delta, y: delta }), snap15: fc.boolean() }),
  );

  it('passes SceneSchema after any sequence', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const state = actions.reduce(editorReducer, initialEditorState(emptyScene('pc')));
        const scene: Scene = state.scene;
        expect(SceneSchema.safeParse(scene).success).toBe(true);
        expect(state.selection.every((id) => scene.elements.some((e) => e.id === id))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
