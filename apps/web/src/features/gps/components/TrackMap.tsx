import { positionAt, type TrackPoint } from '@fieldlink/domain';
import { useMemo } from 'react';
import { trackView } from '../utils/trackView';

const W = 800;
const H = 500;

const formatMetres = (m: number) => (m >= 1000 ? `${m / 1000} km` : `${m} m`);

/** A track on a plain projected map (no tile server): the line, start and end, the played-back position and a scale bar. */
export function TrackMap({ points, atMs }: { points: readonly TrackPoint[]; atMs: number }) {
  const view = useMemo(() => trackView(points, W, H), [points]);
  const line = points.map((p) => view.toScreen(p));
  const here = positionAt(points, atMs);
  const marker = here ? view.toScreen(here) : undefined;
  const start = line[0];
  const end = line.at(-1);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      style={{ width: '100%', maxHeight: '60vh', background: '#f4f6f8', border: '1px solid #e5e7eb' }}
      data-testid="track-map"
    >
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
