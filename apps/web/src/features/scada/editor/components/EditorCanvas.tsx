import { useEffect, useRef, useState, type Dispatch, type PointerEvent as ReactPointerEvent } from 'react';
import { EMPTY_VALUES, SceneSvg } from '../../index';
import { selectedElements, type EditorAction, type EditorState } from '../model/editorState';
import type { DefaultWords, PaletteItem } from '../model/elementFactory';
import { boxFromCorners, type Box, type Handle, type Point } from '../model/geometry';
import { hitTest } from '../model/sceneOps';
import { panBy, toScene, zoomAt, type Viewport } from '../model/viewport';
import { SelectionOverlay } from './SelectionOverlay';

/** The palette's drag payload type. */
export const PALETTE_MIME = 'application/x-fieldlink-palette';

export interface EditorCanvasProps {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  viewport: Viewport;
  onViewport(viewport: Viewport | ((current: Viewport) => Viewport)): void;
  /** The canvas area's size changed (the fit button and the first fit use it). */
  onArea(area: { width: number; height: number }): void;
  editable: boolean;
  words: DefaultWords;
  gallery: (id: number) => string | undefined;
}

type Drag =
  | { kind: 'move'; start: Point }
  | { kind: 'resize'; handle: Handle; start: Point }
  | { kind: 'rotate' }
  | { kind: 'marquee'; start: Point; additive: boolean }
  | { kind: 'pan'; x: number; y: number };

/**
 * The drawing surface: the renderer in edit mode, the selection overlay in the same SVG, and the
 * pointer (hit-tested on the elements' boxes): click / shift-click to select, drag to move, handles to resize and rotate, drag on
 * empty canvas for a marquee, space-drag or the middle button to pan, ctrl+wheel to zoom.
 */
export function EditorCanvas({ state, dispatch, viewport, onViewport, onArea, editable, words, gallery }: EditorCanvasProps) {
  const area = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const space = useRef(false);
  const [marquee, setMarquee] = useState<Box | undefined>();
  const [panning, setPanning] = useState(false);
  const { scene } = state;

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) onArea({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onArea]);

  // The wheel needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const at = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      if (event.ctrlKey || event.metaKey) onViewport((current) => zoomAt(current, Math.exp(-event.deltaY * 0.0015), at));
      else onViewport((current) => panBy(current, -event.deltaX, -event.deltaY));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [onViewport]);

  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      const tag = (event.target as HTMLElement | null)?.tagName ?? '';
      if (event.key === ' ' && !['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(tag)) {
        space.current = true;
        event.preventDefault();
      }
    };
    const up = (event: KeyboardEvent) => {
      if (event.key === ' ') space.current = false;
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, []);

  const local = (event: { clientX: number; clientY: number }): Point => {
    const rect = area.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const scenePoint = (event: { clientX: number; clientY: number }) => toScene(viewport, local(event));

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button === 1 || (event.button === 0 && space.current)) {
      event.preventDefault();
      drag.current = { kind: 'pan', x: event.clientX, y: event.clientY };
      setPanning(true);
      event.currentTarget.setPointerCapture(event.pointerId);
      return;
    }
    if (event.button !== 0) return;
    area.current?.focus();
    const target = event.target as Element;
    const at = scenePoint(event);
    const handle = target.closest('[data-handle]')?.getAttribute('data-handle');
    if (handle && editable) {
      dispatch({ type: 'beginGesture' });
      drag.current = handle === 'rotate' ? { kind: 'rotate' } : { kind: 'resize', handle: handle as Handle, start: at };
      event.currentTarget.setPointerCapture(event.pointerId);
      return;
    }
    // By geometry, not by the painted pixels: a gauge's empty corner still picks the gauge.
    const id = hitTest(scene, at, 3 / viewport.zoom);
    const element = id ? scene.elements.find((candidate) => candidate.id === id) : undefined;
    if (element) {
      if (event.shiftKey) {
        dispatch({ type: 'select', ids: [element.id], mode: 'toggle' });
        return;
      }
      if (!state.selection.includes(element.id)) dispatch({ type: 'select', ids: [element.id] });
      if (editable) {
        dispatch({ type: 'beginGesture' });
        drag.current = { kind: 'move', start: at };
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      return;
    }
    drag.current = { kind: 'marquee', start: at, additive: event.shiftKey };
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    if (current.kind === 'pan') {
      const dx = event.clientX - current.x;
      const dy = event.clientY - current.y;
      drag.current = { kind: 'pan', x: event.clientX, y: event.clientY };
      onViewport((view) => panBy(view, dx, dy));
      return;
    }
    const at = scenePoint(event);
    if (current.kind === 'move') dispatch({ type: 'dragMove', dx: at.x - current.start.x, dy: at.y - current.start.y });
    else if (current.kind === 'resize')
      dispatch({
        type: 'resize',
        handle: current.handle,
        dx: at.x - current.start.x,
        dy: at.y - current.start.y,
        keepAspect: event.shiftKey,
      });
    else if (current.kind === 'rotate') dispatch({ type: 'rotate', pointer: at, snap15: event.shiftKey });
    else setMarquee(boxFromCorners(current.start, at));
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current) return;
    if (current.kind === 'pan') setPanning(false);
    else if (current.kind === 'marquee') {
      const box = boxFromCorners(current.start, scenePoint(event));
      setMarquee(undefined);
      // A click on the empty canvas (no real drag) clears the selection.
      if (box.w * viewport.zoom < 3 && box.h * viewport.zoom < 3) {
        if (!current.additive) dispatch({ type: 'clearSelection' });
      } else dispatch({ type: 'selectInBox', box, additive: current.additive });
    } else dispatch({ type: 'endGesture' });
  };

  const onDrop = (event: React.DragEvent<HTMLDivElement>) => {
    const payload = event.dataTransfer.getData(PALETTE_MIME);
    if (!payload || !editable) return;
    event.preventDefault();
    dispatch({ type: 'add', item: JSON.parse(payload) as PaletteItem, words, at: scenePoint(event) });
  };

  const selected = selectedElements(state);
  return (
    <div
      ref={area}
      tabIndex={-1}
      data-testid="editor-canvas"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onDragOver={(event) => {
        if (editable && event.dataTransfer.types.includes(PALETTE_MIME)) event.preventDefault();
      }}
      onDrop={onDrop}
      style={{
        position: 'relative',
        flex: 1,
        minWidth: 0,
        overflow: 'hidden',
        outline: 'none',
        background: '#e9edf3',
        cursor: panning ? 'grabbing' : undefined,
        touchAction: 'none',
      }}
    >
      <SceneSvg
        scene={scene}
        values={EMPTY_VALUES}
        mode="edit"
        gallery={gallery}
        style={{
          position: 'absolute',
          left: viewport.panX,
          top: viewport.panY,
          width: scene.width * viewport.zoom,
          height: scene.height * viewport.zoom,
          maxWidth: 'none',
          boxShadow: '0 2px 12px rgba(15, 23, 42, 0.18)',
        }}
        overlay={
          <SelectionOverlay
            selected={selected}
            zoom={viewport.zoom}
            handles={editable && selected.length === 1}
            marquee={marquee}
            grid={state.snap ? { size: scene.grid, width: scene.width, height: scene.height } : undefined}
          />
        }
      />
    </div>
  );
}
