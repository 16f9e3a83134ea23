/**
 * Spec §2's public `deviceInfo` and `largeScreen` opened with a share link
 * (`#/largeScreen?share=<link>`, `#/deviceInfo?share=<link>[&deviceId=<id>]`): the standalone shared
 * page they stand for, which opens the link (its code when secret) and shows the link's object —
 * the screen or the device, or a device inside a shared project or view. Null for any other address.
 */
export function publicSharedPage(pathname: string, search: string): string | null {
  if (pathname !== '/largeScreen' && pathname !== '/deviceInfo') return null;
  const query = new URLSearchParams(search);
  const link = query.get('share');
  if (!link || !/^[A-Za-z0-9_-]{16,64}$/.test(link)) return null;
  const deviceId = query.get('deviceId');
  if (pathname === '/deviceInfo' && deviceId && /^[1-9]\d{0,9}$/.test(deviceId)) return `/share/${link}/device/${deviceId}`;
  return `/share/${link}`;
}
