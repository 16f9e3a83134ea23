import { Flex } from 'antd';
import type { ReactNode } from 'react';

export interface ToolbarProps {
  /** Search box, filters. */
  left?: ReactNode;
  /** Add / export buttons. */
  right?: ReactNode;
}

/** A page's wrapping toolbar: fields on the left, buttons on the right. */
export function Toolbar({ left, right }: ToolbarProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Flex wrap gap={8} align="center">
        {left}
      </Flex>
      <Flex wrap gap={8}>
        {right}
      </Flex>
    </Flex>
  );
}
