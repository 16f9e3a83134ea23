/** The SCADA views feature: the scene renderer and its built-in symbols (the editor draws with them too). */
export { SceneSvg, visibleLayers, type SceneSvgProps } from './render/SceneSvg';
export { SYMBOL_COMPONENTS, type SymbolProps } from './render/symbols';
export { TREND_COLORS } from './render/elements/TrendElement';
export {
  EMPTY_VALUES,
  type ControlElement,
  type ControlIntent,
  type ElementReading,
  type SceneAlarm,
  type SceneValues,
  type TrendPoint,
} from './render/types';
export { ProjectViewPanel } from './components/ProjectViewPanel';
export { MobileProjectViewPanel } from './components/MobileProjectViewPanel';
export { useFirstView } from './hooks/useViews';
export { shapePath } from './editor/utils/shapePath';
export { ViewStage } from './components/ViewStage';
export { MobileViewStage } from './components/MobileViewStage';
export { LiveScene, type SceneFeed } from './components/LiveScene';
export { useView } from './hooks/useViews';
export { type ViewRow, viewsApi } from './api/viewsApi';
export { devicePointsKey } from './editor/components/BindingPicker';
export { useUnsavedChangesGuard } from './editor/hooks/useUnsavedChangesGuard';
export { idFromQuery } from './editor/utils/shapePath';
export { VIEW_QUERY_PATH } from './utils/views';
