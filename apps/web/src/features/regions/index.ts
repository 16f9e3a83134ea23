// The regions feature's entry: all that other features, the shells and the shared layers use of it.
export { regionsApi } from './api/regionsApi';
export { type RegionNode, regionTree } from './utils/regionTree';
