/** The address a share link opens: this app's `#/share/<link>` (spec §2 share pages). */
export function shareUrl(link: string, location: { origin: string; pathname: string } = window.location): string {
  return `${location.origin}${location.pathname}#/share/${link}`;
}

/**
 * The address another site may frame (`<iframe src=...>`): the server lets `/embed` alone be framed,
 * and there the app shows this share's page and nothing else (`embeddedShareLink`).
 */
export function shareEmbedUrl(link: string, location: { origin: string; pathname: string } = window.location): string {
  const folder = location.pathname.replace(/[^/]*$/, '');
  return `${location.origin}${folder}embed?link=${link}#/share/${link}`;
}

/** The share link this page was opened for when it is an embed address (`…/embed?link=<link>`). */
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
