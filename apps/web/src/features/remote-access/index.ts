// The remote-access feature's entry: all that other features, the shells and the shared layers use of it.
export { REMOTE_SESSION_PATH } from './utils/remotePaths';
