/** The protocols' names for the areas of points addressed by `tag` (proper names, the same in every language). */
const TAG_AREA_NAMES: Record<string, string> = { opcua: 'OPC UA', s7: 'S7' };

export interface PointAddressRow {
  area: string;
  address: number;
  tag?: string | null;
  unitId?: number | null;
}

/** The area column: a register family (`4x`), or the protocol of a point addressed by tag. */
export function pointAreaText(row: PointAddressRow): string {
  return TAG_AREA_NAMES[row.area] ?? row.area;
}

/**
 * The address column as the protocol writes it: an OPC UA NodeId or an S7 address (`DB5.DBW10`) as
 * it is, a register address with its RTU unit when the point names one (`unit` gives the words).
 */
export function pointAddressText(row: PointAddressRow, unit: (params: { unit: number; address: number }) => string): string {
  if (row.tag) return row.tag;
  return row.unitId == null ? String(row.address) : unit({ unit: row.unitId, address: row.address });
}
