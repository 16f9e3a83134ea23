import { manualCarrier } from './manual.js';
import { oneLinkCarrier, type OneLinkConfig } from './onelink.js';
import type { CarrierProviders } from './carrier.js';

export { CarrierError, type CarrierProvider, type CarrierProviders, type CarrierSnapshot, type CarrierCard } from './carrier.js';
export { oneLinkCarrier, type OneLinkConfig } from './onelink.js';
export { manualCarrier } from './manual.js';

/** The providers: manual always, OneLink when its account is configured. */
export function carrierProviders(onelink: OneLinkConfig | undefined, now?: () => Date): CarrierProviders {
  return { manual: manualCarrier, onelink: onelink ? oneLinkCarrier(onelink, now) : undefined };
}
