import { describe, expect, it } from 'vitest';
import { embeddedShareLink, shareEmbedUrl, sharedDeviceOf, sharedDevicePath, shareUrl } from './shareUrl';

describe('share addresses', () => {
  it('builds the link on this app', () => {
    expect(shareUrl('abc', { origin: 'https://x.example', pathname: '/' })).toBe('https://x.example/#/share/abc');
  });

  it('builds the embed address beside the app and reads the link back from it alone', () => {
    const link = 'abcdefghijklmnop0123';
    const url = new URL(shareEmbedUrl(link, { origin: 'https://x.example', pathname: '/fieldlink/index.html' }));
    expect(url.href).toBe(`https://x.example/fieldlink/embed?link=${link}#/share/${link}`);
    expect(embeddedShareLink(url)).toBe(link);
    expect(embeddedShareLink({ pathname: '/', search: `?link=${link}` })).toBeUndefined();
    expect(embeddedShareLink({ pathname: '/embed', search: '?link=short' })).toBeUndefined();
    expect(embeddedShareLink({ pathname: '/embed', search: '' })).toBeUndefined();
  });

  it('reads a device page inside a share and nothing else', () => {
    expect(sharedDeviceOf(sharedDevicePath('abc', 12).replace('/share/abc/', ''))).toBe(12);
    expect(sharedDeviceOf('')).toBeUndefined();
    expect(sharedDeviceOf(undefined)).toBeUndefined();
    expect(sharedDeviceOf('device/x')).toBeUndefined();
    expect(sharedDeviceOf('view/3')).toBeUndefined();
  });
});
