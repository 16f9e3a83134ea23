import { Card } from 'antd';
import type { ReactNode } from 'react';

/** A home section: a small card with its title, an optional figure beside it, and the content. */
export function HomeCard({ title, extra, testId, children }: { title: ReactNode; extra?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Card
      size="small"
      title={title}
      extra={extra}
      data-testid={testId}
      style={{ height: '100%' }}
      styles={{ header: { minHeight: 40, paddingInline: 12 }, body: { padding: 12 } }}
    >
      {children}
    </Card>
  );
}
