import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { Permission } from './Permission';

export interface DeleteRowButtonProps {
  /** The catalogue page whose `delete` key the button needs. */
  page: string;
  /** What is deleted, named in the confirmation. */
  name: string;
  onDelete: () => Promise<unknown>;
  testId: string;
  disabled?: boolean;
  /** Shown beside the icon as a full button (a details pane), instead of the table row's bare icon. */
  label?: string;
  /** The confirmation's question, where the page says more than "delete <name>?" (what goes with it, what stays). */
  confirm?: string;
}

/** A table row's delete action: hidden without the delete key, confirmed before it runs. */
export function DeleteRowButton({ page, name, onDelete, testId, disabled, label, confirm }: DeleteRowButtonProps) {
  const { t } = useTranslation();
  return (
    <Permission page={page} need="delete">
      <Popconfirm
        title={confirm ?? t('access:confirmDelete', { name })}
        okText={t('access:actions.delete')}
        cancelText={t('access:actions.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => onDelete().catch(() => undefined)}
      >
        <Button
          type={label ? 'default' : 'link'}
          size={label ? 'middle' : 'small'}
          danger
          icon={<DeleteOutlined />}
          disabled={disabled}
          data-testid={testId}
          aria-label={t('access:actions.delete')}
        >
          {label}
        </Button>
      </Popconfirm>
    </Permission>
  );
}
