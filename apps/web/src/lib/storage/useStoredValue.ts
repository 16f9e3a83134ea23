import { useCallback, useSyncExternalStore } from 'react';
import { clientStorage, type StorageKey } from './clientStorage';

/** The current value of one stored key, re-rendering when it changes. */
export function useStoredValue(key: StorageKey): string | null {
  const subscribe = useCallback(
    (onChange: () => void) =>
      clientStorage.subscribe((changed) => {
        if (changed === key) onChange();
      }),
    [key],
  );
  return useSyncExternalStore(subscribe, () => clientStorage.get(key));
}
