export interface FlatTreeNode {
  id: number;
  parentId: number | null;
  name: string;
  sortOrder: number;
}

export interface ProjectTreeNode {
  /** antd Tree and TreeSelect both read these. */
  key: number;
  value: number;
  title: string;
  children: ProjectTreeNode[];
}

const byOrder = (a: FlatTreeNode, b: FlatTreeNode) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'zh-CN') || a.id - b.id;

/**
 * The tree model's flat list as a tree, each level by sort order then name. A node whose parent is
 * missing (deleted meanwhile) is shown at the top rather than lost.
 */
export function projectTree(nodes: readonly FlatTreeNode[]): ProjectTreeNode[] {
  const built = new Map<number, ProjectTreeNode>();
  for (const node of [...nodes].sort(byOrder)) built.set(node.id, { key: node.id, value: node.id, title: node.name, children: [] });
  const roots: ProjectTreeNode[] = [];
  for (const node of [...nodes].sort(byOrder)) {
    const item = built.get(node.id)!;
    const parent = node.parentId !== null && node.parentId !== node.id ? built.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}

/** Every node in display order with its depth (for one-column pickers on a phone). */
export function flattenTree(tree: readonly ProjectTreeNode[], depth = 0): { id: number; name: string; depth: number }[] {
  return tree.flatMap((node) => [{ id: node.key, name: node.title, depth }, ...flattenTree(node.children, depth + 1)]);
}

/** "华东区域 / 苏州": the names from the top down to a node ('' when unknown). */
export function nodePath(nodes: readonly FlatTreeNode[], id: number | null | undefined): string {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const names: string[] = [];
  for (let at = id == null ? undefined : byId.get(id), steps = 0; at && steps <= nodes.length; steps++) {
    names.unshift(at.name);
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
  return names.join(' / ');
}
