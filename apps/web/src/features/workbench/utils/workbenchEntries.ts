import { ACCEPT_ORDERS_PATH } from '../../work-orders';
import { type CatalogKey } from '../../../i18n/useTranslation';

export interface WorkbenchEntry {
  /** The catalogue page the tile opens (or a page of it): shown only when the user can open that page on the phone. */
  page: string;
  /** A sub page of it; otherwise the page's own phone path. */
  path?: string;
  /** An i18n key for a sub page's title; otherwise the page's catalogue title. */
  titleKey?: CatalogKey;
}

/**
 * Workbench tiles (spec §2): the work-order pages first, then the after-sales pages, then the
 * management hub, which leads to every other page the user may open on the phone.
 */
export const WORKBENCH_ENTRIES: readonly WorkbenchEntry[] = [
  { page: 'orderReview' },
  { page: 'myOrder' },
  { page: 'myOrder', path: ACCEPT_ORDERS_PATH, titleKey: 'workOrders:accept.title' },
  { page: 'application_for_repair' },
  { page: 'partsApplication' },
  { page: 'partsRecords' },
  { page: 'maintain_list' },
  { page: 'AssessmentRule' },
  { page: 'assessmentSearch' },
  { page: 'alarm_records' },
  { page: 'management', titleKey: 'mobile:management.tile' },
];
