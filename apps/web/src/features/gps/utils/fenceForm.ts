import type { Geofence, GeofenceBody, GeofenceShape, GeofenceTrigger, LatLng } from '@fieldlink/domain';

/** The fence editor's fields: a polygon as one "lat, lng" line per corner (typed, or added by clicks on the map). */
export interface FenceFormValues {
  name: string;
  shape: GeofenceShape;
  lat?: number | null;
  lng?: number | null;
  radiusM?: number | null;
  corners?: string;
  trigger: GeofenceTrigger;
  level: number;
  enabled: boolean;
  generateWorkOrder: boolean;
}

export const cornerLine = (p: LatLng) => `${p.lat.toFixed(6)}, ${p.lng.toFixed(6)}`;

/** The corners of the text; a line that is not two numbers is skipped. */
export function cornersOf(text: string | undefined): LatLng[] {
  return (text ?? '')
    .split('\n')
    .map((line) =>
      line
        .split(/[,\s]+/)
        .filter(Boolean)
        .map(Number),
    )
    .filter((pair) => pair.length === 2 && pair.every(Number.isFinite))
    .map(([lat, lng]) => ({ lat: lat!, lng: lng! }));
}

export function fenceValues(fence: Geofence | undefined): FenceFormValues {
  if (!fence) return { name: '', shape: 'circle', radiusM: 500, trigger: 'leave', level: 2, enabled: true, generateWorkOrder: false };
  return {
    name: fence.name,
    shape: fence.shape,
    lat: fence.lat,
    lng: fence.lng,
    radiusM: fence.radiusM,
    corners: (fence.polygon ?? []).map(cornerLine).join('\n'),
    trigger: fence.trigger,
    level: fence.level,
    enabled: fence.enabled,
    generateWorkOrder: fence.generateWorkOrder,
  };
}

/** The request body of the editor's fields (the other shape's fields left out). */
export function fenceBody(values: FenceFormValues): GeofenceBody {
  const circle = values.shape === 'circle';
  return {
    name: values.name ?? '',
    shape: values.shape,
    ...(circle
      ? { lat: values.lat ?? null, lng: values.lng ?? null, radiusM: values.radiusM ?? null }
      : { polygon: cornersOf(values.corners) }),
    trigger: values.trigger,
    level: values.level,
    enabled: values.enabled,
    generateWorkOrder: values.generateWorkOrder,
  };
}
