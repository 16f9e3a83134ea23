// The sim-cards feature's entry: all that other features, the shells and the shared layers use of it.
export { SIM_ACTION_PATHS, SIM_DETAIL_PATH } from './utils/simPaths';
