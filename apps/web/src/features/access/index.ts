// The access feature's entry: all that other features, the shells and the shared layers use of it.
export { DeleteRowButton } from './components/DeleteRowButton';
export { EditRowButton } from './components/EditRowButton';
export { ListToolbar } from './components/ListToolbar';
export { Permission } from './components/Permission';
export { RowActionButton } from './components/RowActionButton';
export { useOpenablePages } from './hooks/useOpenablePages';
export { usePermission } from './hooks/usePermission';
export { canOnPage } from './utils/canOnPage';
export {
  buildPermissionTree,
  checkedKeysOf,
  type PermissionCatalogEntry,
  type PermissionMap,
  permissionsOf,
  type PermissionTreeNode,
} from './utils/permissionTree';
