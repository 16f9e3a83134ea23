import type { SimAction } from '../api/simCardsApi';

/** The card's detail (a sub page of card_list_SIM) on either shell. */
export const SIM_DETAIL_PATH = '/SIM/card_detail';
export const simDetailPath = (cardId: number) => `${SIM_DETAIL_PATH}?cardId=${cardId}`;

/** The spec's hidden pages of the card actions (§2 /SIM IOT_renew, IOT_change, IOT_append; /card refuelingBag, continuation_cycle). */
export const SIM_ACTION_PATHS: Record<string, SimAction> = {
  '/SIM/IOT_renew': 'renew',
  '/SIM/IOT_change': 'changePlan',
  '/SIM/IOT_append': 'extend',
  '/card/refuelingBag': 'topUp',
  '/card/continuation_cycle': 'renew',
};

/** Megabytes as people read them: GB from 1024 MB, one decimal. */
export function formatMb(mb: number): string {
  return mb >= 1024 ? `${(mb / 1024).toFixed(1)} GB` : `${mb.toFixed(mb < 10 ? 2 : 1).replace(/\.0+$/, '')} MB`;
}
