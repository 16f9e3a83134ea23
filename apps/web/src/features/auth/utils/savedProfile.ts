import type { Profile } from '@fieldlink/domain';

const KEY = 'offlineProfile';

/**
 * The phone's last profile, kept with the token it was read for (issue 40): a phone that reloads
 * without a network still knows who is signed in and what they may open. Another token never reads it.
 */
export const savedProfile = {
  read(token: string | null): Profile | undefined {
    if (token === null) return undefined;
    try {
      const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { token: string; profile: Profile } | null;
      return saved?.token === token ? saved.profile : undefined;
    } catch {
      return undefined;
    }
  },
  write(token: string | null, profile: Profile): void {
    if (token === null) return;
    try {
      localStorage.setItem(KEY, JSON.stringify({ token, profile }));
    } catch {
      // Storage full or refused: the phone then needs the network to reload.
    }
  },
  forget(): void {
    try {
      localStorage.removeItem(KEY);
    } catch {
      // nothing kept
    }
  },
};
