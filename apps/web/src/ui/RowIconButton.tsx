import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

export interface RowIconButtonProps {
  icon: ReactNode;
  /** Shown as the tooltip and read as the button's name. */
  label: string;
  onClick: () => void;
  testId?: string;
  loading?: boolean;
}

/** A table row's icon action, named by a tooltip. */
export function RowIconButton({ icon, label, onClick, testId, loading }: RowIconButtonProps) {
  return (
    <Tooltip title={label}>
      <Button type="link" size="small" icon={icon} loading={loading} onClick={onClick} data-testid={testId} aria-label={label} />
    </Tooltip>
  );
}
