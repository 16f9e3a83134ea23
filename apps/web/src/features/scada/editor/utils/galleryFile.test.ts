import { GALLERY_MAX_BYTES } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { galleryFileProblem, galleryNameOf } from './galleryFile';

describe('gallery file check', () => {
  it.each([
    ['pump.png', 10, undefined],
    ['PUMP.JPG', 10, undefined],
    ['a.jpeg', GALLERY_MAX_BYTES, undefined],
    ['a.gif', GALLERY_MAX_BYTES + 1, 'error.gallerySize'],
    ['a.svg', 0, 'error.gallerySize'],
    ['a.bmp', 10, 'error.galleryType'],
    ['png', 10, 'error.galleryType'],
    ['a.svg.exe', 10, 'error.galleryType'],
  ])('%s of %d bytes: %s', (name, size, expected) => {
    expect(galleryFileProblem({ name, size })).toBe(expected);
  });

  it('names an image after its file', () => {
    expect(galleryNameOf('泵站.png')).toBe('泵站');
    expect(galleryNameOf('.hidden')).toBe('.hidden');
  });
});
