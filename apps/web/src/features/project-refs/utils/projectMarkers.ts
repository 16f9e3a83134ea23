import { parseLocation } from '@fieldlink/domain';

export interface ProjectMarker {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

/** Where the map starts with no project to show: all of China. */
export const DEFAULT_MAP_VIEW = { center: [35, 105] as [number, number], zoom: 4 };

/** The projects that have a readable "lng,lat" location, as map markers; the rest are left out. */
export function projectMarkers(projects: readonly { id: number; name: string; location: string }[]): ProjectMarker[] {
  return projects.flatMap((project) => {
    const point = parseLocation(project.location);
    return point ? [{ id: project.id, name: project.name, lat: point.lat, lng: point.lng }] : [];
  });
}

/** The south-west and north-east corners around the markers (undefined when there are none). */
export function markerBounds(markers: readonly ProjectMarker[]): [[number, number], [number, number]] | undefined {
  if (markers.length === 0) return undefined;
  const lats = markers.map((m) => m.lat);
  const lngs = markers.map((m) => m.lng);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}
