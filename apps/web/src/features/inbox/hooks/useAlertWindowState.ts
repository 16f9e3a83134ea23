import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';
import { entryPath } from '../utils/entryPath';
import { useAlertWindow } from './useAlertWindow';

/**
 * What both shells' alert windows do besides drawing: the list opens (and loads again) and closes,
 * closes on another page; an entry opens its page in the shell, the settings link its settings page.
 * `onPopup` as `useAlertWindow`'s.
 */
export function useAlertWindowState(shell: 'desktop' | 'mobile', settingsPath: string, onPopup: (entries: InboxEntry[]) => void) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Another page: the window closes.
  useEffect(() => setOpen(false), [pathname]);
  const alerts = useAlertWindow(onPopup);
  return {
    ...alerts,
    open,
    /** Opens (reloading the list) or closes the window. */
    setOpen: (next: boolean) => {
      setOpen(next);
      if (next) alerts.refresh();
    },
    /** Closes the window and opens the entry's page. */
    go: (entry: InboxEntry) => {
      setOpen(false);
      void navigate(entryPath(entry, shell));
    },
    /** Closes the window and opens the notification settings. */
    openSettings: () => {
      setOpen(false);
      void navigate(settingsPath);
    },
  };
}
