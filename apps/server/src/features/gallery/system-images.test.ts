import { GALLERY_NAME_MAX_LENGTH, sniffImageType } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './svg-sanitiser.js';
import { SYSTEM_IMAGES } from './system-images.js';

describe('system images', () => {
  it.each(SYSTEM_IMAGES.map((image) => [image.name, image.svg]))('%s is an SVG the sanitiser keeps whole', (name, svg) => {
    expect(name.length).toBeLessThanOrEqual(GALLERY_NAME_MAX_LENGTH);
    expect(sniffImageType(new TextEncoder().encode(svg))).toBe('svg');
    const clean = sanitiseSvg(svg)!;
    // Every element and attribute survives (the serialiser may only reorder nothing and self-close).
    expect(clean.match(/<[a-zA-Z]+/g)).toEqual(svg.match(/<[a-zA-Z]+/g));
    expect(clean.match(/\s[a-z-]+="/gi)?.length).toBe(svg.match(/\s[a-z-]+="/gi)?.length);
  });
});
