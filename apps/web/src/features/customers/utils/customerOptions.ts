/** Customer types (spec §3, 8 of them) and the industries offered; stored as these codes. */
export const CUSTOMER_TYPES = ['endUser', 'agent', 'internal', 'integrator', 'oem', 'distributor', 'institute', 'other'] as const;
export const INDUSTRIES = [
  'school',
  'post',
  'portEquipment',
  'transport',
  'metallurgy',
  'chemical',
  'elevator',
  'boiler',
  'other',
] as const;
