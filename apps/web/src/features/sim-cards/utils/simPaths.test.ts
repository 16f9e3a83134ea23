import { describe, expect, it } from 'vitest';
import { SIM_ACTION_PATHS, formatMb, simDetailPath } from './simPaths';

describe('SIM paths and figures', () => {
  it('maps the spec’s hidden pages to the card actions', () => {
    expect(SIM_ACTION_PATHS['/card/refuelingBag']).toBe('topUp');
    expect(SIM_ACTION_PATHS['/SIM/IOT_append']).toBe('extend');
    expect(simDetailPath(7)).toBe('/SIM/card_detail?cardId=7');
  });

  it('says megabytes as GB from 1024', () => {
    expect(formatMb(512)).toBe('512 MB');
    expect(formatMb(1536)).toBe('1.5 GB');
    expect(formatMb(0.25)).toBe('0.25 MB');
  });
});
