export interface FlatRegion {
  id: number;
  parentId: number | null;
  name: string;
}

export interface RegionNode {
  /** Tree and TreeSelect both read these. */
  key: number;
  value: number;
  title: string;
  children: RegionNode[];
}

/**
 * The flat region list as a tree (by name within each level). A region whose parent is missing
 * (another company's, or deleted) is shown at the top rather than lost.
 */
export function regionTree(regions: readonly FlatRegion[]): RegionNode[] {
  const nodes = new Map<number, RegionNode>();
  for (const region of regions) nodes.set(region.id, { key: region.id, value: region.id, title: region.name, children: [] });
  const roots: RegionNode[] = [];
  for (const region of regions) {
    const node = nodes.get(region.id);
    if (!node) continue;
    const parent = region.parentId !== null && region.parentId !== region.id ? nodes.get(region.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: RegionNode[]) => {
    list.sort((a, b) => a.title.localeCompare(b.title, 'zh-CN'));
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** The ids of a region and everything under it. */
export function subtreeIds(regions: readonly FlatRegion[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const region of regions) {
      if (region.parentId !== null && out.has(region.parentId) && !out.has(region.id)) {
        out.add(region.id);
        grew = true;
      }
    }
  }
  return out;
}
