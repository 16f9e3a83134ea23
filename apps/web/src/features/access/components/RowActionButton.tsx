import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { PermissionKey } from '@fieldlink/domain';
import { Permission } from './Permission';

export interface RowActionButtonProps {
  page: string;
  need: PermissionKey;
  icon: ReactNode;
  label: string;
  onClick: () => void;
  testId: string;
}

/** A table row's icon action: hidden without the permission key, named by a tooltip. */
export function RowActionButton({ page, need, icon, label, onClick, testId }: RowActionButtonProps) {
  return (
    <Permission page={page} need={need}>
      <Tooltip title={label}>
        <Button type="link" size="small" icon={icon} onClick={onClick} data-testid={testId} aria-label={label} />
      </Tooltip>
    </Permission>
  );
}
