import { describe, expect, it } from 'vitest';
import { markerBounds, projectMarkers } from './projectMarkers';

describe('projectMarkers', () => {
  it('places projects with a valid location and leaves the rest out', () => {
    const markers = projectMarkers([
      { id: 1, name: '苏州', location: '120.585316,31.298886' },
      { id: 2, name: 'spaces', location: ' -0.1 , 51.5 ' },
      { id: 3, name: 'bad', location: 'not a place' },
      { id: 4, name: 'out of range', location: '181,0' },
      { id: 5, name: 'edge', location: '-180,-90' },
    ]);
    expect(markers).toEqual([
      { id: 1, name: '苏州', lat: 31.298886, lng: 120.585316 },
      { id: 2, name: 'spaces', lat: 51.5, lng: -0.1 },
      { id: 5, name: 'edge', lat: -90, lng: -180 },
    ]);
  });

  it('bounds the markers, none without markers', () => {
    expect(markerBounds([])).toBeUndefined();
    expect(
      markerBounds([
        { id: 1, name: 'a', lat: 31, lng: 120 },
        { id: 2, name: 'b', lat: 30, lng: 121 },
      ]),
    ).toEqual([
      [30, 120],
      [31, 121],
    ]);
  });
});
