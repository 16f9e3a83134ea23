/** The address a share link opens: this app's `#/share/<link>` (spec §2 share pages). */
export function shareUrl(link: string, location: { origin: string; pathname: string } = window.location): string {
  return `${location.origin}${location.pathname}#/share/${link}`;
}

/**
 * The address another site may frame (`<iframe src=...>`): the server lets `/embed` alone be framed,
 * and there the app shows this share's page and nothing else (the shares feature's `embeddedShareLink`).
 */
export function shareEmbedUrl(link: string, location: { origin: string; pathname: string } = window.location): string {
  const folder = location.pathname.replace(/[^/]*$/, '');
  return `${location.origin}${folder}embed?link=${link}#/share/${link}`;
}
