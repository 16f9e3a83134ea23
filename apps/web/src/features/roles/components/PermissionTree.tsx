import { Card, Col, Row, Tree } from 'antd';
import type { Key } from 'react';
import type { PermissionTreeNode } from '../../access';
import styles from './PermissionTree.module.css';

export interface PermissionTreeProps {
  tree: PermissionTreeNode[];
  checked: string[];
  disabled?: boolean;
  onChange(checked: string[]): void;
}

function leafKeys(node: PermissionTreeNode): string[] {
  return node.children ? node.children.flatMap(leafKeys) : [node.key];
}

/**
 * The permission matrix as checkbox trees, one card per menu group (group → pages → keys), laid
 * out in a grid that folds to one column on a narrow screen.
 */
export function PermissionTree({ tree, checked, disabled, onChange }: PermissionTreeProps) {
  return (
    <Row gutter={[16, 16]} data-testid="permission-tree">
      {tree.map((root) => {
        const own = new Set(leafKeys(root));
        const checkedHere = checked.filter((key) => own.has(key));
        const onCheck = (value: Key[] | { checked: Key[] }) => {
          const next = (Array.isArray(value) ? value : value.checked).map(String).filter((key) => own.has(key));
          onChange([...checked.filter((key) => !own.has(key)), ...next]);
        };
        return (
          <Col key={root.key} xs={24} lg={12} xxl={8}>
            <Card size="small" styles={{ body: { padding: '8px 4px' } }} data-testid={`permission-group-${root.key}`}>
              <Tree
                className={styles.tree}
                checkable
                selectable={false}
                disabled={disabled}
                defaultExpandAll
                treeData={[root]}
                checkedKeys={checkedHere}
                onCheck={onCheck}
                titleRender={(node) => <span data-testid={`perm-${String(node.key)}`}>{node.title}</span>}
              />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
