import type { Key } from 'react';

/** The selection with `id` added, or taken out when it was in. */
export function toggleKey(selected: readonly Key[], id: Key): Key[] {
  return selected.includes(id) ? selected.filter((key) => key !== id) : [...selected, id];
}

/** "Select all": every id, or none when every id is already chosen. */
export function toggleAll(selected: readonly Key[], ids: readonly Key[]): Key[] {
  return ids.length > 0 && ids.every((id) => selected.includes(id)) ? [] : [...ids];
}
