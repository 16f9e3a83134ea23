import { describe, expect, it } from 'vitest';
import { shareLinkOf } from './shareSession';

const link = 'aB3_-'.repeat(8) + 'xyz';

describe('shareLinkOf', () => {
  it.each([
    [`#/share/${link}`, link],
    [`#/share/${link}/device/4`, link],
    [`#/share/${link}?Language=en-US`, link],
    ['#/share/short', null],
    [`#/home/share/${link}`, null],
    [`#/share/${link}!`, null],
    ['', null],
  ])('%s -> %s', (hash, expected) => {
    expect(shareLinkOf(hash)).toBe(expected);
  });
});
