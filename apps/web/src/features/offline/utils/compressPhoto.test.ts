import { describe, expect, it } from 'vitest';
import { OFFLINE_PHOTO_MAX_SIDE, fittedSize } from './compressPhoto';

describe('fittedSize', () => {
  it('keeps a photo that fits', () => {
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fittedSize(OFFLINE_PHOTO_MAX_SIDE, 10)).toEqual({ width: OFFLINE_PHOTO_MAX_SIDE, height: 10 });
  });

  it('scales the longest side down to the limit, keeping the shape', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fittedSize(OFFLINE_PHOTO_MAX_SIDE + 1, 1)).toEqual({ width: OFFLINE_PHOTO_MAX_SIDE, height: 1 });
  });
});
