import { positionAt, type LatLng, type TrackPoint } from '@fieldlink/domain';
import type { MouseEvent } from 'react';
import { fenceExtent, trackView } from '../utils/trackView';

/** A fence as the map draws it. */
export interface MapFence {
  key: string | number;
  lat: number | null;
  lng: number | null;
  radiusM: number | null;
  polygon: readonly LatLng[] | null;
  /** The one being edited: drawn dashed. */
  draft?: boolean;
  /** Its alarm holds (the device is on the alarmed side): drawn red. */
  alarmed?: boolean;
}

const W = 800;
const H = 500;

const formatMetres = (m: number) => (m >= 1000 ? `${m / 1000} km` : `${m} m`);

/** A track on a plain projected map (no tile server): the line, start and end, the played-back position and a scale bar. */
export function TrackMap({
  points,
  atMs,
  fences = [],
  onPick,
}: {
  points: readonly TrackPoint[];
  atMs: number;
  fences?: readonly MapFence[];
  /** Drawing: a click on the map answers the position under it. */
  onPick?: ((position: LatLng) => void) | undefined;
}) {
  // The view fits the track and the saved fences (not the draft, so the map holds still while drawing).
  const saved = fences.filter((f) => !f.draft);
  const view = trackView([...points, ...saved.flatMap(fenceExtent)], W, H);
  const pick = (event: MouseEvent<SVGSVGElement>) => {
    if (!onPick) return;
    const box = event.currentTarget.getBoundingClientRect();
    // The viewBox keeps its aspect ratio, centred: undo the letterbox.
    const scale = Math.min(box.width / W, box.height / H);
    const x = (event.clientX - box.left - (box.width - W * scale) / 2) / scale;
    const y = (event.clientY - box.top - (box.height - H * scale) / 2) / scale;
    onPick(view.fromScreen({ x, y }));
  };
  const line = points.map((p) => view.toScreen(p));
  const here = positionAt(points, atMs);
  const marker = here ? view.toScreen(here) : undefined;
  const start = line[0];
  const end = line.at(-1);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      style={{
        width: '100%',
        maxHeight: '60vh',
        background: '#f4f6f8',
        border: '1px solid #e5e7eb',
        cursor: onPick ? 'crosshair' : undefined,
      }}
      data-testid="track-map"
      onClick={pick}
    >
      {fences.map((fence) => {
        const colour = fence.draft ? '#722ed1' : fence.alarmed ? '#f5222d' : '#13c2c2';
        const common = {
          fill: colour,
          fillOpacity: 0.08,
          stroke: colour,
          strokeWidth: 2,
          strokeDasharray: fence.draft ? '6 4' : undefined,
          'data-testid': fence.draft ? 'fence-draft' : 'fence-shape',
        };
        if (fence.polygon) {
          const corners = fence.polygon.map((p) => view.toScreen(p));
          return (
            <g key={fence.key}>
              <polygon points={corners.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')} {...common} />
              {fence.draft && corners.map((p, i) => <circle key={i} cx={p.x} cy={p.y} r={4} fill={colour} />)}
            </g>
          );
        }
        if (fence.lat == null || fence.lng == null) return null;
        const centre = view.toScreen({ lat: fence.lat, lng: fence.lng });
        return (
          <g key={fence.key}>
            <circle cx={centre.x} cy={centre.y} r={Math.max(2, (fence.radiusM ?? 0) * view.pixelsPerMetre)} {...common} />
            <circle cx={centre.x} cy={centre.y} r={3} fill={colour} />
          </g>
        );
      })}
      <polyline
        points={line.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}
        fill="none"
        stroke="#1677ff"
        strokeWidth={3}
        strokeLinejoin="round"
        data-testid="track-line"
      />
      {start && <circle cx={start.x} cy={start.y} r={6} fill="#52c41a" />}
      {end && <circle cx={end.x} cy={end.y} r={6} fill="#f5222d" />}
      {marker && (
        <circle
          cx={marker.x}
          cy={marker.y}
          r={8}
          fill="#fa8c16"
          stroke="#fff"
          strokeWidth={2}
          data-testid="track-marker"
          data-x={marker.x.toFixed(1)}
        />
      )}
      <g transform={`translate(16 ${H - 20})`}>
        <line x1={0} y1={0} x2={view.scale.pixels} y2={0} stroke="#333" strokeWidth={2} />
        <line x1={0} y1={-5} x2={0} y2={5} stroke="#333" strokeWidth={2} />
        <line x1={view.scale.pixels} y1={-5} x2={view.scale.pixels} y2={5} stroke="#333" strokeWidth={2} />
        <text x={view.scale.pixels / 2} y={-8} textAnchor="middle" fontSize={12} fill="#333">
          {formatMetres(view.scale.metres)}
        </text>
      </g>
      <text x={W - 16} y={24} textAnchor="end" fontSize={14} fill="#333">
        N ↑
      </text>
    </svg>
  );
}
