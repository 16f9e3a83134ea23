// The assessment feature's entry: all that other features, the shells and the shared layers use of it.
export { OrderRatingPanel } from './components/OrderRatingPanel';
