// The projects feature's entry: all that other features, the shells and the shared layers use of it.
export { projectsApi } from './api/projectsApi';
export { ProjectFilter } from './components/ProjectFilter';
export { ProjectMap } from './components/ProjectMap';
export { useProjectOptions } from './hooks/useProjectOptions';
export { useProjectParam } from './hooks/useProjectParam';
export { MOBILE_NEW_PROJECT_PATH, pointsEditorPath, projectDetailPath } from './utils/projectPaths';
