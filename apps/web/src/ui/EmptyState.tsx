import { ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description: ReactNode;
  testId?: string;
}

/** A centred, quiet "nothing here yet" block for mobile pages. */
export function EmptyState({ title, description, testId }: EmptyStateProps) {
  return (
    <div data-testid={testId} style={{ padding: '48px 24px', display: 'grid', placeItems: 'center' }}>
      <ErrorBlock status="empty" title={title} description={description} />
    </div>
  );
}
