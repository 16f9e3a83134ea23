import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface AdminPageProps {
  title: ReactNode;
  /** Search box, filters: left of the toolbar. */
  filters?: ReactNode;
  /** Add / export buttons: right of the toolbar. */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** The frame of an administration page: a title, a wrapping toolbar and the content. */
export function AdminPage({ title, filters, actions, children, testId }: AdminPageProps) {
  return (
    <Card data-testid={testId} styles={{ body: { paddingTop: 16 } }}>
      <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 16 }}>
        {title}
      </Typography.Title>
      {(filters || actions) && (
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
          <Flex wrap gap={8} align="center">
            {filters}
          </Flex>
          <Flex wrap gap={8}>
            {actions}
          </Flex>
        </Flex>
      )}
      {children}
    </Card>
  );
}
