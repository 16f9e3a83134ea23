import type { CarrierProvider } from './carrier.js';

/** Cards managed elsewhere (another carrier's portal, a reseller): nothing to ask or order here. */
export const manualCarrier: CarrierProvider = {
  name: 'manual',
  snapshot: async () => null,
  changePlan: async () => undefined,
  topUp: async () => undefined,
};
