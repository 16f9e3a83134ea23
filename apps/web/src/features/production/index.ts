// The production feature's entry: all that other features, the shells and the shared layers use of it.
export { FiguresTable } from './components/FiguresTable';
