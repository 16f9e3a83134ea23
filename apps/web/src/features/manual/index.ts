// The manual feature's entry: all that other features, the shells and the shared layers use of it.
export { ManualLink } from './components/ManualLink';
export { MobileManualLink } from './components/MobileManualLink';
