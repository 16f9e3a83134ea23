export interface OpenTag {
  /** Catalogue page name. */
  name: string;
  /** Path with query, to reopen the page as it was. */
  path: string;
}

export const HOME_TAG: OpenTag = { name: 'home', path: '/home' };

/** Home first and always there; the current page added (or its path refreshed). */
export function withCurrent(tags: readonly OpenTag[], current: OpenTag | undefined): OpenTag[] {
  const rest = tags.filter((tag) => tag.name !== HOME_TAG.name);
  const home = tags.find((tag) => tag.name === HOME_TAG.name) ?? HOME_TAG;
  let list = [home, ...rest];
  if (current) {
    list = list.some((tag) => tag.name === current.name)
      ? list.map((tag) => (tag.name === current.name ? current : tag))
      : [...list, current];
  }
  return list;
}

/**
 * Closes one tag (never home). When it was the active one, the page to go to is its left
 * neighbour (else the new last tag).
 */
export function closeTag(tags: readonly OpenTag[], name: string, activeName: string | undefined): { tags: OpenTag[]; goTo?: string } {
  if (name === HOME_TAG.name) return { tags: [...tags] };
  const index = tags.findIndex((tag) => tag.name === name);
  if (index < 0) return { tags: [...tags] };
  const next = tags.filter((tag) => tag.name !== name);
  if (name !== activeName) return { tags: next };
  const neighbour = next[Math.max(0, index - 1)] ?? HOME_TAG;
  return { tags: next, goTo: neighbour.path };
}

export function closeOthers(tags: readonly OpenTag[], keepName: string): OpenTag[] {
  return withCurrent(
    tags.filter((tag) => tag.name === keepName || tag.name === HOME_TAG.name),
    undefined,
  );
}

export function closeAll(tags: readonly OpenTag[]): OpenTag[] {
  return withCurrent(
    tags.filter((tag) => tag.name === HOME_TAG.name),
    undefined,
  );
}

export function isOpenTagList(value: unknown): value is OpenTag[] {
  return Array.isArray(value) && value.every((tag) => typeof tag?.name === 'string' && typeof tag?.path === 'string');
}
