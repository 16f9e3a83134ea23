// The home feature's entry: all that other features, the shells and the shared layers use of it.
export type { OverviewData } from './api/overviewApi';
export { deviceFigures, formatOutput } from './utils/overviewFigures';
export { changesOverview, OVERVIEW_COALESCE_MS } from './utils/overviewRefresh';
