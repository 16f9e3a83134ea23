import type { SimProvider, SimStatus } from '@fieldlink/domain';

/** A card as the carrier knows it: the ICCID always, the number once known. */
export interface CarrierCard {
  iccid: string;
  msisdn: string | null;
}

/** What the carrier says about a card now; a field it did not answer is left out. */
export interface CarrierSnapshot {
  status?: SimStatus;
  imsi?: string;
  msisdn?: string;
  activatedOn?: string;
  /** Data used in the current month, in MB. */
  usedMb?: number;
}

/**
 * A carrier's IoT card API behind one interface: `onelink` (China Mobile OneLink, EC API v5) or
 * `manual` (a card managed elsewhere: nothing to ask, the figures are entered by hand).
 */
export interface CarrierProvider {
  name: SimProvider;
  /** The card's state and usage; null when this provider has nothing to tell (manual). */
  snapshot(card: CarrierCard): Promise<CarrierSnapshot | null>;
  /** Move the card to another offering (plan); a no-op where the plan is kept elsewhere. */
  changePlan(card: CarrierCard, offeringId: string): Promise<void>;
  /** Order a data pack for the current month; a no-op where packs are bought elsewhere. */
  topUp(card: CarrierCard, packageCode: string): Promise<void>;
}

/** A carrier refused or could not be reached: its code (the carrier's `status`, or HTTP_<n>, or NETWORK) and text. */
export class CarrierError extends Error {
  constructor(
    readonly provider: SimProvider,
    readonly code: string,
    detail: string,
  ) {
    super(`${provider} ${code}: ${detail}`);
    this.name = 'CarrierError';
  }
}

/** The providers by name; `onelink` only when configured (ONELINK_APP_ID). */
export type CarrierProviders = { manual: CarrierProvider; onelink?: CarrierProvider | undefined };
