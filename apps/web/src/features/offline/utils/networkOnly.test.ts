import { describe, expect, it } from 'vitest';
import { REMOTE_SESSION_PATH } from '../../remote-access/utils/remotePaths';
import { VIEW_QUERY_PATH } from '../../scada/utils/views';
import { needsNetwork } from './networkOnly';

describe('needsNetwork', () => {
  it('names live values, SCADA views and remote HMI', () => {
    expect(needsNetwork('/deviceInfo', 'item_query')).toBe(true);
    expect(needsNetwork(VIEW_QUERY_PATH, 'item_query')).toBe(true);
    expect(needsNetwork(REMOTE_SESSION_PATH, 'noVnc')).toBe(true);
    expect(needsNetwork('/history', 'history')).toBe(true);
  });

  it("leaves the technician's order pages to work offline", () => {
    expect(needsNetwork('/workDetails', 'myOrder')).toBe(false);
    expect(needsNetwork('/workbench/workbench', 'workbench')).toBe(false);
    expect(needsNetwork('/submitWork', 'myOrder')).toBe(false);
  });
});
