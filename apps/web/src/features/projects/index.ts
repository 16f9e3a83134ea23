// The projects feature's entry: all that other features, the shells and the shared layers use of it.
// (How other features refer to a project, its filter, map and links: the project-refs feature.)
export { projectsApi } from './api/projectsApi';
