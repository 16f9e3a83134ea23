// The client-errors feature's entry: all that other features, the shells and the shared layers use of it.
export { appVersion } from './reporter/appVersion';
export { deferredErrorReporter } from './reporter/deferredReporter';
export { installErrorReporter } from './reporter/pageErrors';
