// The spare-parts feature's entry: all that other features, the shells and the shared layers use of it.
export type { ApplicationRow, PartRow } from './api/sparePartsApi';
export { MobileApplicationList } from './components/MobileApplicationList';
export { OrderPartsPanel } from './components/OrderPartsPanel';
export { partLabel } from './components/PartPicker';
