export interface OpenTag {
  /** Catalogue page name, or for a page opened from another one its `subPageTagName`. */
  name: string;
  /** Path with query, to reopen the page as it was. */
  path: string;
  /** What the page called itself when last open (a device page: the device's name). */
  label?: string;
}

/** A sub page's tag name, from its path (`/deviceInfo` -> `deviceInfo`, `/a/b` -> `a-b`). */
export function subPageTagName(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '-');
}

/**
 * The tag of the page on screen: a catalogue page by its name; a page opened from another (device
 * monitoring, the points editor) by its own name, so it gets a tag of its own beside its parent's;
 * the page's label when it has set one.
 */
export function currentTag(
  page: string | undefined,
  subPagePath: string | undefined,
  path: string,
  label: string | undefined,
): OpenTag | undefined {
  if (!page) return undefined;
  const name = subPagePath ? subPageTagName(subPagePath) : page;
  return label ? { name, path, label } : { name, path };
}

export const HOME_TAG: OpenTag = { name: 'home', path: '/home' };

/** Home first and always there; the current page added (or its path refreshed). */
export function withCurrent(tags: readonly OpenTag[], current: OpenTag | undefined): OpenTag[] {
  const rest = tags.filter((tag) => tag.name !== HOME_TAG.name);
  const home = tags.find((tag) => tag.name === HOME_TAG.name) ?? HOME_TAG;
  let list = [home, ...rest];
  if (current) {
    list = list.some((tag) => tag.name === current.name)
      ? list.map((tag) =>
          tag.name !== current.name
            ? tag
            : // The page's label arrives after it opens: until then the tag keeps the one it had at this path.
              current.label === undefined && tag.path === current.path && tag.label !== undefined
              ? { ...current, label: tag.label }
              : current,
        )
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
  return (
    Array.isArray(value) &&
    value.every(
      (tag) => typeof tag?.name === 'string' && typeof tag?.path === 'string' && (tag.label === undefined || typeof tag.label === 'string'),
    )
  );
}

/**
 * The scroll position of the tag strip that shows a tag whole: unchanged when it is already in view,
 * else just far enough (a tag wider than the strip shows its start).
 */
export function scrollToShow(scrollLeft: number, viewWidth: number, tagLeft: number, tagWidth: number): number {
  if (tagLeft < scrollLeft || tagWidth > viewWidth) return tagLeft;
  if (tagLeft + tagWidth > scrollLeft + viewWidth) return tagLeft + tagWidth - viewWidth;
  return scrollLeft;
}
