/**
 * The share token of the link this tab has open (spec §7: "every call sends the share token if
 * present"). A shared page lives at `#/share/<link>[/...]`; opening the link stores its share token
 * in sessionStorage under the link, so a reload keeps it and another tab starts over.
 */
const PREFIX = 'fieldlink.share.';

/** The link of a hash route `#/share/<link>[/...]`, or null. */
export function shareLinkOf(hash: string): string | null {
  const match = /^#?\/share\/([A-Za-z0-9_-]{16,64})(?:[/?]|$)/.exec(hash);
  return match?.[1] ?? null;
}

interface Stored {
  token: string;
  expiresAt: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const shareSession = {
  /** The share token for `link` while it has not run out. */
  token(link: string, now = Date.now()): string | null {
    try {
      const raw = storage()?.getItem(PREFIX + link);
      if (!raw) return null;
      const stored = JSON.parse(raw) as Stored;
      return Date.parse(stored.expiresAt) > now ? stored.token : null;
    } catch {
      return null;
    }
  },
  save(link: string, opened: Stored): void {
    storage()?.setItem(PREFIX + link, JSON.stringify({ token: opened.token, expiresAt: opened.expiresAt }));
  },
  forget(link: string): void {
    storage()?.removeItem(PREFIX + link);
  },
  /** The token calls carry on the page now shown, when it is a shared page. */
  current(): string | null {
    const link = shareLinkOf(window.location.hash);
    return link ? shareSession.token(link) : null;
  },
  /** Whether the page now shown is a shared page (no sign-in, no profile, no stream). */
  active(): boolean {
    return shareLinkOf(window.location.hash) !== null;
  },
};
