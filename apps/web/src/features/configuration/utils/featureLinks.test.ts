import { PROJECT_CONFIGURATION_FEATURES } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { implementedPages, resolvePage } from '../../../shells/pageRegistry';
import { deviceLinks, featureLink } from './featureLinks';

describe('configuration hub links', () => {
  const project = { id: 7, name: '包装线' };

  it('opens an implemented desktop page for every counted feature, the page it names', () => {
    for (const feature of PROJECT_CONFIGURATION_FEATURES) {
      const link = featureLink(feature, project);
      expect(implementedPages('desktop')).toContain(link.page);
      expect(resolvePage('desktop', link.path.split('?')[0]!)).toBe(link.page);
    }
  });

  it('filters to the project where the page reads one', () => {
    expect(featureLink('views', project).path).toBe('/shape?projectId=7');
    expect(featureLink('chargingRooms', project).path).toBe('/deviceMent/velvetRoomConfiguration?projectId=7');
    expect(featureLink('screens', project).path).toBe('/largeNewScreen/large_list?projectId=7');
    expect(featureLink('devices', project).path).toContain('itemId=7');
    expect(featureLink('alarmSources', project).path).toBe('/configure/alarm_config?projectId=7');
    expect(featureLink('maintenancePlans', project).path).toBe('/maintain/maintain_management?projectId=7');
  });

  it('scopes every link to the project: none opens the unfiltered list', () => {
    for (const feature of PROJECT_CONFIGURATION_FEATURES) {
      const query = new URLSearchParams(featureLink(feature, project).path.split('?')[1] ?? '');
      expect({ feature, project: query.get('projectId') ?? query.get('itemId') }).toEqual({ feature, project: '7' });
    }
  });

  it('opens a device’s points, triggers and assignments filtered to it', () => {
    expect(deviceLinks({ id: 3, name: 'Press' }).map((link) => link.path)).toEqual([
      '/deviceMent/configure_item_query?deviceId=3&itemName=Press',
      '/configure/configure_trigger?deviceId=3',
      '/configure/configure_assignment?deviceId=3',
    ]);
  });
});
