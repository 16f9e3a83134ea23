// The account feature's entry: all that other features, the shells and the shared layers use of it.
export { useAccountSettings } from './hooks/useAccountMutations';
