// The errors feature's entry: all that other features, the shells and the shared layers use of it.
export { ApiFeedbackBridge } from './components/ApiFeedbackBridge';
export { NotFoundPage } from './pages/NotFoundPage';
