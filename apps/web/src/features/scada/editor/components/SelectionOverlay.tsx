import type { SceneElement } from '@fieldlink/domain';
import { HANDLES, type Box, type Handle } from '../model/geometry';

const ACCENT = '#165dff';

export interface SelectionOverlayProps {
  selected: readonly SceneElement[];
  zoom: number;
  /** Handles only for one editable element. */
  handles: boolean;
  marquee?: Box;
  grid?: { size: number; width: number; height: number };
}

const HANDLE_AT: Record<Handle, [number, number]> = {
  nw: [0, 0],
  n: [0.5, 0],
  ne: [1, 0],
  e: [1, 0.5],
  se: [1, 1],
  s: [0.5, 1],
  sw: [0, 1],
  w: [0, 0.5],
};
const CURSOR: Record<Handle, string> = {
  nw: 'nwse-resize',
  se: 'nwse-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
  n: 'ns-resize',
  s: 'ns-resize',
  e: 'ew-resize',
  w: 'ew-resize',
};

/**
 * What the editor draws over the scene, in scene coordinates: the snap grid, a box round each
 * selected element (turned with it), the eight resize handles and the rotate handle, the marquee.
 * Handles carry `data-handle` for the canvas's pointer handling.
 */
export function SelectionOverlay({ selected, zoom, handles, marquee, grid }: SelectionOverlayProps) {
  const unit = 1 / zoom;
  const size = 8 * unit;
  return (
    <g data-testid="editor-overlay">
      {grid && grid.size * zoom >= 6 && (
        <>
          <defs>
            <pattern id="editor-grid" width={grid.size} height={grid.size} patternUnits="userSpaceOnUse">
              <path d={`M ${grid.size} 0 L 0 0 0 ${grid.size}`} fill="none" stroke="#94a3b8" strokeOpacity={0.35} strokeWidth={unit} />
            </pattern>
          </defs>
          <rect width={grid.width} height={grid.height} fill="url(#editor-grid)" pointerEvents="none" />
        </>
      )}
      {selected.map((element) => {
        const cx = element.x + element.w / 2;
        const cy = element.y + element.h / 2;
        return (
          <g
            key={element.id}
            transform={`rotate(${element.rotation} ${cx} ${cy})`}
            data-testid="selection-box"
            data-selected-id={element.id}
          >
            <rect
              x={element.x}
              y={element.y}
              width={element.w}
              height={element.h}
              fill="none"
              stroke={ACCENT}
              strokeWidth={1.5 * unit}
              strokeDasharray={`${4 * unit} ${3 * unit}`}
              pointerEvents="none"
            />
            {handles && (
              <>
                <line x1={cx} y1={element.y} x2={cx} y2={element.y - 24 * unit} stroke={ACCENT} strokeWidth={unit} pointerEvents="none" />
                <circle
                  cx={cx}
                  cy={element.y - 24 * unit}
                  r={5 * unit}
                  fill="#fff"
                  stroke={ACCENT}
                  strokeWidth={1.5 * unit}
                  data-handle="rotate"
                  data-testid="rotate-handle"
                  style={{ cursor: 'grab' }}
                />
                {HANDLES.map((handle) => {
                  const [fx, fy] = HANDLE_AT[handle];
                  return (
                    <rect
                      key={handle}
                      x={element.x + fx * element.w - size / 2}
                      y={element.y + fy * element.h - size / 2}
                      width={size}
                      height={size}
                      fill="#fff"
                      stroke={ACCENT}
                      strokeWidth={1.5 * unit}
                      data-handle={handle}
                      data-testid={`resize-handle-${handle}`}
                      style={{ cursor: CURSOR[handle] }}
                    />
                  );
                })}
              </>
            )}
          </g>
        );
      })}
      {marquee && (
        <rect
          x={marquee.x}
          y={marquee.y}
          width={marquee.w}
          height={marquee.h}
          fill={ACCENT}
          fillOpacity={0.08}
          stroke={ACCENT}
          strokeWidth={unit}
          strokeDasharray={`${3 * unit} ${3 * unit}`}
          pointerEvents="none"
          data-testid="editor-marquee"
        />
      )}
    </g>
  );
}
