import { DATA_TYPES, isDataTypeCode, type SceneElement } from '@fieldlink/domain';

/** What the binding picker needs of a point (a row of GET /devices/:id/points). */
export interface BindablePoint {
  id: number;
  name: string;
  dataType: number;
  startBit: number | null;
  writable: boolean;
  unit: string | null;
}

/**
 * What an element does with its point: `state` colours or animates by it (bits and integers fit
 * best), `number` draws a level (text cannot), `any` shows it, `write` sets it (writable only).
 */
export type BindingUse = 'state' | 'number' | 'any' | 'write' | 'writeState';

export function bindingUse(kind: SceneElement['kind']): BindingUse | undefined {
  switch (kind) {
    case 'lamp':
    case 'rect':
    case 'ellipse':
    case 'symbol':
    case 'pipe':
      return 'state';
    case 'bar':
    case 'gauge':
    case 'tank':
    case 'trend':
      return 'number';
    case 'value':
      return 'any';
    case 'switch':
      return 'writeState';
    case 'button':
      return 'write';
    case 'text':
    case 'image':
    case 'alarm':
    case 'link':
    case 'group':
      return undefined;
  }
}

/** A bit of a word, or a Bool point. */
export const isBitPoint = (point: BindablePoint): boolean => point.dataType === 10 || point.startBit !== null;
const isText = (point: BindablePoint): boolean => point.dataType === 11;
const isInteger = (point: BindablePoint): boolean => isDataTypeCode(point.dataType) && DATA_TYPES[point.dataType].integer;

export interface PointOption {
  point: BindablePoint;
  /** Fits the element best: listed first and marked. */
  preferred: boolean;
}

/**
 * The points an element may bind, the best fitting first (then by name): a lamp or switch offers
 * bit/Bool and integer points first, a level no text points, a button or switch writable points only.
 */
export function pointOptions(points: readonly BindablePoint[], use: BindingUse): PointOption[] {
  const allowed = points.filter((point) => {
    if ((use === 'write' || use === 'writeState') && !point.writable) return false;
    if ((use === 'number' || use === 'write' || use === 'writeState' || use === 'state') && isText(point)) return false;
    return true;
  });
  const rank = (point: BindablePoint): number => {
    if (use === 'state' || use === 'writeState') return isBitPoint(point) ? 0 : isInteger(point) ? 1 : 2;
    return 0;
  };
  return allowed
    .map((point) => ({ point, preferred: (use === 'state' || use === 'writeState') && rank(point) < 2 }))
    .sort((a, b) => rank(a.point) - rank(b.point) || a.point.name.localeCompare(b.point.name));
}
