import { PAGES, type ProjectConfigurationFeature } from '@fieldlink/domain';
import { pointsEditorPath, projectDetailPath } from '../../project-refs/pure';
import { shapePath } from '../../scada/pure';

/** Where a hub card leads: the catalogue page (its permission) and the address, filtered to the project where the page reads one. */
export interface FeatureLink {
  page: string;
  path: string;
}

const desktopPath = (page: string, query?: Record<string, string>) => {
  const base = PAGES.find((p) => p.name === page)?.paths.desktop ?? '/';
  return query ? `${base}?${new URLSearchParams(query).toString()}` : base;
};

/** The page each counted feature opens on the desktop. */
export function featureLink(feature: ProjectConfigurationFeature, project: { id: number; name: string }): FeatureLink {
  const projectId = String(project.id);
  switch (feature) {
    case 'devices':
    case 'points':
      return { page: 'item_query', path: `${projectDetailPath(project)}&tab=devices` };
    case 'views':
      return { page: 'shape', path: shapePath({ projectId: project.id }) };
    case 'screens':
      return { page: 'large_list', path: desktopPath('large_list', { projectId }) };
    case 'shareLinks':
      return { page: 'item_query', path: projectDetailPath(project) };
    case 'chargingRooms':
      return { page: 'velvetRoomConfiguration', path: desktopPath('velvetRoomConfiguration', { projectId }) };
    case 'alarmSources':
      return { page: 'alarm_config', path: desktopPath('alarm_config', { projectId }) };
    case 'recipes':
      return { page: 'plan_page', path: desktopPath('plan_page', { projectId }) };
    case 'triggers':
      return { page: 'configure_trigger', path: desktopPath('configure_trigger', { projectId }) };
    case 'assignments':
      return { page: 'configure_assignment', path: desktopPath('configure_assignment', { projectId }) };
    case 'statusTables':
      return { page: 'configure_status', path: desktopPath('configure_status', { projectId }) };
    case 'collectionTasks':
      return { page: 'configure_history_data', path: desktopPath('configure_history_data', { projectId }) };
    case 'reports':
      return { page: 'configure_report', path: desktopPath('configure_report', { projectId }) };
    case 'maintenancePlans':
      return { page: 'maintain_management', path: desktopPath('maintain_management', { projectId }) };
  }
}

/** A device's own configuration pages the hub links from its row: points, triggers and assignments filtered to it. */
export function deviceLinks(device: { id: number; name: string }): (FeatureLink & { label: 'editPoints' | 'triggers' | 'assignments' })[] {
  const deviceId = String(device.id);
  return [
    { label: 'editPoints', page: 'deviceConfigration', path: pointsEditorPath(device) },
    { label: 'triggers', page: 'configure_trigger', path: desktopPath('configure_trigger', { deviceId }) },
    { label: 'assignments', page: 'configure_assignment', path: desktopPath('configure_assignment', { deviceId }) },
  ];
}
