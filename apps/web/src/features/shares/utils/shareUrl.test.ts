import { describe, expect, it } from 'vitest';
import { embeddedShareLink, sharedDeviceOf, sharedDevicePath } from './shareUrl';

describe('share addresses', () => {
  it('reads the link back from the embed address beside the app, and from it alone', () => {
    const link = 'abcdefghijklmnop0123';
    // The address share-links' shareEmbedUrl builds (its own test holds it to this form).
    const url = new URL(`https://x.example/fieldlink/embed?link=${link}#/share/${link}`);
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
