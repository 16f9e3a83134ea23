import { MENU_GROUPS, isLanguage, type Language, type MenuGroup } from '@fieldlink/domain';

/** One page of GET /permissions. */
export interface PermissionCatalogEntry {
  page: string;
  keys: string[];
  title: Record<Language, string>;
  group?: string | null;
  groupTitle?: Record<Language, string> | string | null;
}

export type PermissionMap = Record<string, string[]>;

export interface PermissionTreeNode {
  key: string;
  title: string;
  disabled?: boolean;
  children?: PermissionTreeNode[];
}

/** Tree node keys: `group/<group>`, `page/<page>`, and `<page>:<key>` for a permission key. */
export const keyNode = (page: string, key: string) => `${page}:${key}`;
const pageNode = (page: string) => `page/${page}`;
const groupNode = (group: string) => `group/${group}`;

function isMenuGroup(value: unknown): value is MenuGroup {
  return typeof value === 'string' && Object.hasOwn(MENU_GROUPS, value);
}

/**
 * Groups (MENU_GROUPS titles) → pages (titles in the language) → permission keys. Pages without a
 * group sit at the top. `disabledKey` marks keys the editor may not grant (they stay visible).
 */
export function buildPermissionTree(
  catalog: readonly PermissionCatalogEntry[],
  language: Language,
  keyLabel: (key: string) => string,
  disabledKey: (page: string, key: string) => boolean = () => false,
): PermissionTreeNode[] {
  const top: PermissionTreeNode[] = [];
  const groups = new Map<string, PermissionTreeNode>();
  for (const entry of catalog) {
    const children = entry.keys.map((key) => ({
      key: keyNode(entry.page, key),
      title: keyLabel(key),
      disabled: disabledKey(entry.page, key),
    }));
    const node: PermissionTreeNode = {
      key: pageNode(entry.page),
      title: entry.title[isLanguage(language) ? language : 'zh-CN'],
      children,
      disabled: children.every((child) => child.disabled),
    };
    if (!entry.group) {
      top.push(node);
      continue;
    }
    let group = groups.get(entry.group);
    if (!group) {
      const title = isMenuGroup(entry.group)
        ? MENU_GROUPS[entry.group][language]
        : typeof entry.groupTitle === 'object' && entry.groupTitle
          ? entry.groupTitle[language]
          : (entry.groupTitle ?? entry.group);
      group = { key: groupNode(entry.group), title, children: [] };
      groups.set(entry.group, group);
      top.push(group);
    }
    group.children?.push(node);
  }
  for (const group of groups.values()) group.disabled = (group.children ?? []).every((page) => page.disabled);
  return top;
}

/** The checked key nodes of a permission map. */
export function checkedKeysOf(permissions: PermissionMap): string[] {
  return Object.entries(permissions).flatMap(([page, keys]) => keys.map((key) => keyNode(page, key)));
}

/**
 * The permission map of the checked tree nodes (group and page nodes are ignored: a page is
 * granted through its keys), in catalogue order; pages with no key are left out.
 */
export function permissionsOf(checked: readonly string[], catalog: readonly PermissionCatalogEntry[]): PermissionMap {
  const chosen = new Set(checked);
  const out: PermissionMap = {};
  for (const entry of catalog) {
    const keys = entry.keys.filter((key) => chosen.has(keyNode(entry.page, key)));
    if (keys.length > 0) out[entry.page] = keys;
  }
  return out;
}
