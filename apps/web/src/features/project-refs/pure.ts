// The project-refs feature's pure entry: helpers and constants without React components, for the pure helpers of
// other features and the shells' page registry. index.ts re-exports components too, which a unit test
// (Node, no tree-shaking) would load with antd-mobile's CSS; the build needs no such care.
export { MOBILE_NEW_PROJECT_PATH, pointsEditorPath, projectDetailPath, projectFromQuery } from './utils/projectPaths';
