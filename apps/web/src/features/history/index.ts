// The history feature's entry: all that other features, the shells and the shared layers use of it.
export { historyPath } from './utils/ranges';
