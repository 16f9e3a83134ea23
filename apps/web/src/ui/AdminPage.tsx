import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Toolbar } from './Toolbar';

export interface AdminPageProps {
  title: ReactNode;
  /** Search box, filters: left of the toolbar. */
  filters?: ReactNode;
  /** Add / export buttons: right of the toolbar. */
  actions?: ReactNode;
  /** A whole toolbar (a `ListToolbar`), in place of `filters` and `actions`. */
  toolbar?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** The frame of an administration page: a title, a wrapping toolbar and the content. */
export function AdminPage({ title, filters, actions, toolbar, children, testId }: AdminPageProps) {
  return (
    <Card data-testid={testId} styles={{ body: { paddingTop: 16 } }}>
      <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 16 }}>
        {title}
      </Typography.Title>
      {(filters || actions) && <Toolbar left={filters} right={actions} />}
      {toolbar}
      {children}
    </Card>
  );
}
