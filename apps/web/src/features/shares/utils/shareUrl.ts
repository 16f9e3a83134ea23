/** The address a share link opens: this app's `#/share/<link>` (spec §2 share pages). */
export function shareUrl(link: string, location: { origin: string; pathname: string } = window.location): string {
  return `${location.origin}${location.pathname}#/share/${link}`;
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
