import type { Overview } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

/** A value as it arrives over JSON: every Date, however deep, is an ISO string. */
type JsonDeep<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? JsonDeep<U>[]
    : T extends object
      ? { [K in keyof T]: JsonDeep<T[K]> }
      : T;

export type OverviewData = JsonDeep<Overview>;
export type OverviewAlarmRow = NonNullable<OverviewData['alarms']>['latest'][number];
export type OverviewOrderRow = OverviewData['workOrders']['latest'][number];
export type OverviewOutputRow = OverviewData['output'][number];

/** The home page's fleet overview (GET /overview). A poll neither shows its failure nor drives the loading bar. */
export const overviewApi = {
  get: (client: ApiClient, polled: boolean) => client.get<OverviewData>('/overview', polled ? { silent: true, background: true } : {}),
};
