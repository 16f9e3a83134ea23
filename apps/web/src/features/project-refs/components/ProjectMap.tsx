import 'leaflet/dist/leaflet.css';
import { Alert, Empty } from 'antd';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { DEFAULT_MAP_VIEW, markerBounds, projectMarkers } from '../utils/projectMarkers';

/** Map tiles: VITE_MAP_TILE_URL at build time, else OpenStreetMap (no key needed). */
export const MAP_TILE_URL: string =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = '&copy; OpenStreetMap contributors';
/** Up to this many projects the map names each one; above it, on hover only. */
const LABELLED_MARKERS = 20;

export interface ProjectMapProps {
  projects: readonly { id: number; name: string; location: string }[];
  onOpen(project: { id: number; name: string }): void;
  height?: number;
}

/**
 * The projects on a map, one circle marker each (no marker images to load). When the tiles do
 * not load (offline), the markers still show on a plain background and a note says so.
 */
export function ProjectMap({ projects, onOpen, height = 320 }: ProjectMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const openRef = useRef(onOpen);
  const [tilesFailed, setTilesFailed] = useState(false);
  const markers = useMemo(() => projectMarkers(projects), [projects]);

  useEffect(() => {
    openRef.current = onOpen;
  }, [onOpen]);

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, { zoomControl: true, attributionControl: true }).setView(
      DEFAULT_MAP_VIEW.center,
      DEFAULT_MAP_VIEW.zoom,
    );
    const tiles = L.tileLayer(MAP_TILE_URL, { maxZoom: 18, attribution: TILE_ATTRIBUTION });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.on('tileload', () => setTilesFailed(false));
    tiles.addTo(instance);
    map.current = instance;
    layer.current = L.layerGroup().addTo(instance);
    return () => {
      instance.remove();
      map.current = null;
      layer.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = map.current;
    const group = layer.current;
    if (!instance || !group) return;
    group.clearLayers();
    for (const marker of markers) {
      L.circleMarker([marker.lat, marker.lng], { radius: 8, color: '#165DFF', weight: 2, fillColor: '#165DFF', fillOpacity: 0.6 })
        .bindTooltip(marker.name, { direction: 'top', offset: [0, -6], permanent: markers.length <= LABELLED_MARKERS })
        .on('click', () => openRef.current({ id: marker.id, name: marker.name }))
        .addTo(group);
    }
    const bounds = markerBounds(markers);
    if (bounds) instance.fitBounds(bounds, { padding: [40, 40], maxZoom: 11 });
    else instance.setView(DEFAULT_MAP_VIEW.center, DEFAULT_MAP_VIEW.zoom);
  }, [markers]);

  return (
    <div data-testid="project-map" data-markers={markers.length} style={{ position: 'relative' }}>
      <div ref={container} style={{ height, borderRadius: 8, background: '#eef2f7', zIndex: 0 }} />
      {markers.length === 0 && (
        <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none', zIndex: 500 }}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('projects:map.noLocation')} />
        </div>
      )}
      {tilesFailed && (
        <Alert
          type="info"
          showIcon
          title={t('projects:map.tilesOffline')}
          style={{
            position: 'absolute',
            left: 8,
            bottom: 24,
            maxWidth: 'calc(100% - 16px)',
            zIndex: 500,
            padding: '2px 8px',
            fontSize: 12,
          }}
          data-testid="project-map-offline"
        />
      )}
    </div>
  );
}
