import type { ReactNode } from 'react';
import type { PermissionKey } from '@fieldlink/domain';
import { RowIconButton } from '../../../ui/RowIconButton';
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
      <RowIconButton icon={icon} label={label} onClick={onClick} testId={testId} />
    </Permission>
  );
}
