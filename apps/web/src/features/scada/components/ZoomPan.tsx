import { Button } from 'antd-mobile';
import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { clampPan, panStep, pinchStep, ZOOM_RESET, type Point, type ZoomState } from '../utils/zoom';

export interface ZoomPanProps {
  /** The drawing's height per unit of width (its canvas height / width): it fits the width at scale 1. */
  aspect: number;
  resetLabel: string;
  children: ReactNode;
}

/**
 * Pinch-zoom and pan for the phone (pointer events; the math in utils/zoom): two fingers scale
 * about their midpoint and move together, one finger pans while zoomed in; at scale 1 the page
 * scrolls as usual. A button fits the drawing to the width again.
 */
export function ZoomPan({ aspect, resetLabel, children }: ZoomPanProps) {
  const frame = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const [zoom, setZoom] = useState<ZoomState>(ZOOM_RESET);

  const local = (event: PointerEvent): Point => {
    const rect = frame.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const clamp = (state: ZoomState) => {
    const width = frame.current?.clientWidth ?? 0;
    const height = width * aspect;
    return clampPan(state, { width, height }, { width, height });
  };

  const down = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, local(event));
    if (pointers.current.size < 2 && zoom.scale <= 1) return;
    try {
      frame.current?.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the gesture works without capture.
    }
  };
  const move = (event: PointerEvent) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const after = local(event);
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId);
    pointers.current.set(event.pointerId, after);
    if (others.length === 1) {
      const other = others[0]![1];
      setZoom((state) => clamp(pinchStep(state, [before, other], [after, other])));
    } else if (others.length === 0) {
      setZoom((state) => clamp(panStep(state, after.x - before.x, after.y - before.y)));
    }
  };
  const up = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
  };

  const zoomed = zoom.scale > 1;
  return (
    <div style={{ position: 'relative' }}>
      <div
        ref={frame}
        data-testid="scada-zoom"
        data-scale={zoom.scale.toFixed(2)}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        // Zoomed in, every gesture is ours; at scale 1 vertical scrolling stays the page's.
        style={{ overflow: 'hidden', touchAction: zoomed ? 'none' : 'pan-y' }}
      >
        <div style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`, transformOrigin: '0 0' }}>{children}</div>
      </div>
      {zoomed && (
        <Button
          size="mini"
          shape="rounded"
          onClick={() => setZoom(ZOOM_RESET)}
          style={{ position: 'absolute', top: 8, right: 8 }}
          data-testid="scada-zoom-reset"
        >
          {resetLabel}
        </Button>
      )}
    </div>
  );
}
