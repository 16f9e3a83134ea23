// The recipes feature's entry: all that other features, the shells and the shared layers use of it.
export { MobileDeviceRecipesLink } from './components/MobileDeviceRecipesLink';
