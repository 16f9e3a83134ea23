import { cloneElement, isValidElement, type ReactElement } from 'react';
import { usePermission } from '../hooks/usePermission';

export interface PermissionProps {
  page: string;
  /** The permission key the child needs (`key` is React's own prop, hence `need`). */
  need: string;
  /** hide (default): render nothing; disable: render the child with `disabled`. */
  mode?: 'hide' | 'disable';
  children: ReactElement<{ disabled?: boolean }>;
}

/** The permission directive (spec §6): hides or disables its child when the key is absent. */
export function Permission({ page, need, mode = 'hide', children }: PermissionProps) {
  const { can } = usePermission(page);
  if (can(need)) return children;
  if (mode === 'hide' || !isValidElement(children)) return null;
  return cloneElement(children, { disabled: true });
}
