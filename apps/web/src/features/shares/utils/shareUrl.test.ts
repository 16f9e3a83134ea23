import { describe, expect, it } from 'vitest';
import { sharedDeviceOf, sharedDevicePath, shareUrl } from './shareUrl';

describe('share addresses', () => {
  it('builds the link on this app', () => {
    expect(shareUrl('abc', { origin: 'https://x.example', pathname: '/' })).toBe('https://x.example/#/share/abc');
  });

  it('reads a device page inside a share and nothing else', () => {
    expect(sharedDeviceOf(sharedDevicePath('abc', 12).replace('/share/abc/', ''))).toBe(12);
    expect(sharedDeviceOf('')).toBeUndefined();
    expect(sharedDeviceOf(undefined)).toBeUndefined();
    expect(sharedDeviceOf('device/x')).toBeUndefined();
    expect(sharedDeviceOf('view/3')).toBeUndefined();
  });
});
