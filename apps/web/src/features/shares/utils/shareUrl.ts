/** The share link this page was opened for when it is an embed address (`…/embed?link=<link>`, as share-links' `shareEmbedUrl` builds it). */
export function embeddedShareLink(location: { pathname: string; search: string } = window.location): string | undefined {
  if (!/\/embed$/.test(location.pathname)) return undefined;
  const link = new URLSearchParams(location.search).get('link') ?? '';
  return /^[A-Za-z0-9_-]{16,64}$/.test(link) ? link : undefined;
}

/** A page inside a shared object: a device of a shared project or view. */
export function sharedDevicePath(link: string, deviceId: number): string {
  return `/share/${link}/device/${deviceId}`;
}

/** The device a shared sub-path names (`device/<id>`), if any. */
export function sharedDeviceOf(rest: string | undefined): number | undefined {
  const match = /^device\/(\d{1,10})$/.exec(rest ?? '');
  return match ? Number(match[1]) : undefined;
}
