import { describe, expect, it } from 'vitest';
import { publicSharedPage } from './publicSharedPage';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv_-0123456789';

describe('the public deviceInfo and largeScreen with a share link', () => {
  it('stand for the shared page of the link', () => {
    expect(publicSharedPage('/largeScreen', `?share=${LINK}`)).toBe(`/share/${LINK}`);
    expect(publicSharedPage('/largeScreen', `?screenId=3&share=${LINK}`)).toBe(`/share/${LINK}`);
    expect(publicSharedPage('/deviceInfo', `?share=${LINK}`)).toBe(`/share/${LINK}`);
    expect(publicSharedPage('/deviceInfo', `?deviceId=12&share=${LINK}`)).toBe(`/share/${LINK}/device/12`);
  });

  it('leave every other address alone', () => {
    expect(publicSharedPage('/largeScreen', '?screenId=3')).toBeNull();
    expect(publicSharedPage('/deviceInfo', '?deviceId=12')).toBeNull();
    expect(publicSharedPage('/home', `?share=${LINK}`)).toBeNull();
    expect(publicSharedPage('/largeScreen', '?share=short')).toBeNull();
    expect(publicSharedPage('/largeScreen', `?share=${LINK}/../x`)).toBeNull();
    expect(publicSharedPage('/deviceInfo', `?deviceId=0&share=${LINK}`)).toBe(`/share/${LINK}`);
  });
});
