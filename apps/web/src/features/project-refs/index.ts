// The project-refs feature's entry: how the other features refer to projects (a select's options, the
// list filter and its address, the map, the links to a project's pages) without the projects feature,
// so that the features the projects feature shows (devices, monitoring) need not import it back.
export { projectRefsApi, type ProjectRef } from './api/projectRefsApi';
export { ProjectFilter } from './components/ProjectFilter';
export { ProjectMap } from './components/ProjectMap';
export { useProjectOptions } from './hooks/useProjectOptions';
export { useProjectParam } from './hooks/useProjectParam';
export { MOBILE_NEW_PROJECT_PATH, pointsEditorPath, projectDetailPath, projectFromQuery } from './utils/projectPaths';
