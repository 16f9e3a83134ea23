import { SCREEN_GAP, canPlace, cellBox, clampRect, type CellRect, type ScreenLayout, type ScreenWidget } from '@fieldlink/domain';
import { useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useWidgetCaption } from './ScreenWidgetView';

interface Drag {
  id: string;
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  origin: CellRect;
  rect: CellRect;
}

function WidgetBox({
  widget,
  rect,
  layout,
  scale,
  selected,
  invalid,
  onPointerDown,
}: {
  widget: ScreenWidget;
  rect: CellRect;
  layout: ScreenLayout;
  scale: number;
  selected: boolean;
  invalid: boolean;
  onPointerDown(event: ReactPointerEvent, mode: Drag['mode']): void;
}) {
  const caption = useWidgetCaption(widget);
  const box = cellBox(rect, layout, layout, SCREEN_GAP);
  return (
    <div
      role="button"
      tabIndex={0}
      onPointerDown={(event) => onPointerDown(event, 'move')}
      data-testid={`editor-widget-${widget.id}`}
      data-cells={`${rect.x},${rect.y},${rect.w},${rect.h}`}
      style={{
        position: 'absolute',
        left: box.left * scale,
        top: box.top * scale,
        width: box.width * scale,
        height: box.height * scale,
        boxSizing: 'border-box',
        border: `2px solid ${invalid ? '#ff4d4f' : selected ? '#40a9ff' : 'rgba(64,169,255,0.35)'}`,
        borderRadius: 4,
        background: selected ? 'rgba(22,119,255,0.35)' : 'rgba(16,38,72,0.85)',
        color: '#e6f4ff',
        padding: 6,
        fontSize: 13,
        cursor: 'move',
        userSelect: 'none',
        touchAction: 'none',
        overflow: 'hidden',
      }}
    >
      {caption}
      <div
        onPointerDown={(event) => {
          event.stopPropagation();
          onPointerDown(event, 'resize');
        }}
        data-testid={`editor-resize-${widget.id}`}
        style={{ position: 'absolute', right: 0, bottom: 0, width: 14, height: 14, cursor: 'nwse-resize', background: '#40a9ff' }}
      />
    </div>
  );
}

/**
 * The editor's canvas: the design scaled to the available width, the grid drawn, each widget a box
 * to drag onto other cells or resize by its corner; a drop where it does not fit is refused.
 */
export function EditorCanvas({
  layout,
  selected,
  onSelect,
  onPlace,
}: {
  layout: ScreenLayout;
  selected: string | null;
  onSelect(id: string | null): void;
  onPlace(id: string, rect: CellRect): void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [drag, setDrag] = useState<Drag | null>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = width > 0 ? width / layout.width : 0;
  const cellW = ((layout.width - SCREEN_GAP) / layout.columns) * scale;
  const cellH = ((layout.height - SCREEN_GAP) / layout.rows) * scale;

  const start = (widget: ScreenWidget, event: ReactPointerEvent, mode: Drag['mode']) => {
    onSelect(widget.id);
    (event.target as Element).setPointerCapture?.(event.pointerId);
    const origin = { x: widget.x, y: widget.y, w: widget.w, h: widget.h };
    setDrag({ id: widget.id, mode, startX: event.clientX, startY: event.clientY, origin, rect: origin });
  };
  const move = (event: ReactPointerEvent) => {
    if (!drag || cellW === 0) return;
    const dx = Math.round((event.clientX - drag.startX) / cellW);
    const dy = Math.round((event.clientY - drag.startY) / cellH);
    const o = drag.origin;
    const rect =
      drag.mode === 'move' ? clampRect({ ...o, x: o.x + dx, y: o.y + dy }, layout) : clampRect({ ...o, w: o.w + dx, h: o.h + dy }, layout);
    if (rect.x !== drag.rect.x || rect.y !== drag.rect.y || rect.w !== drag.rect.w || rect.h !== drag.rect.h) setDrag({ ...drag, rect });
  };
  const end = () => {
    if (drag) onPlace(drag.id, drag.rect);
    setDrag(null);
  };

  return (
    <div ref={host} style={{ width: '100%' }}>
      {scale > 0 && (
        <div
          data-testid="editor-canvas"
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={() => setDrag(null)}
          onPointerDown={(event) => event.target === event.currentTarget && onSelect(null)}
          style={{
            position: 'relative',
            width: layout.width * scale,
            height: layout.height * scale,
            background: `linear-gradient(rgba(64,169,255,0.12) 1px, transparent 1px) ${SCREEN_GAP * scale}px ${SCREEN_GAP * scale}px / ${cellW}px ${cellH}px,
              linear-gradient(90deg, rgba(64,169,255,0.12) 1px, transparent 1px) ${SCREEN_GAP * scale}px ${SCREEN_GAP * scale}px / ${cellW}px ${cellH}px,
              ${layout.theme === 'navy' ? '#071a3d' : '#0b1426'}`,
            borderRadius: 6,
            overflow: 'hidden',
          }}
        >
          {layout.widgets.map((widget) => {
            const rect = drag?.id === widget.id ? drag.rect : widget;
            return (
              <WidgetBox
                key={widget.id}
                widget={widget}
                rect={rect}
                layout={layout}
                scale={scale}
                selected={selected === widget.id}
                invalid={drag?.id === widget.id && !canPlace(rect, layout.widgets, layout, widget.id)}
                onPointerDown={(event, mode) => start(widget, event, mode)}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
