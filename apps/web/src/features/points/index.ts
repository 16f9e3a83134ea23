// The points feature's entry: a device's data points (their API, forms and table), which many features
// read. The points editor page composes them with alarm sources and lives in configuration, the feature
// that sits above both (so points never imports alarms).
export { type PointRow, pointsApi } from './api/pointsApi';
export { type ImportProblem, importReport } from './utils/importReport';
export { ImportPointsModal } from './components/ImportPointsModal';
export { PointFormModal } from './components/PointFormModal';
export { PointsTable } from './components/PointsTable';
export type { PointCreateBody } from './api/pointsApi';
