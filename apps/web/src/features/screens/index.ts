// The screens feature's entry: all that other features, the shells and the shared layers use of it.
export { screensApi } from './api/screensApi';
export { LiveScreen } from './components/LiveScreen';
export { categoryOption } from './components/widgets/ChartWidgets';
export { KpiFigure } from './components/widgets/FigureWidgets';
export { SCREEN_EDITOR_PATH } from './utils/screenPaths';
// The big-screen styles, which the X-Data boards share (a CSS module: no side effect, shaken out where unused).
export { default as screenStyles } from './components/screens.module.css';
