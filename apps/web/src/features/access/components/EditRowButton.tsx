import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../i18n/useTranslation';
import { RowActionButton } from './RowActionButton';

/** A table row's edit action: hidden without the page's `edit` key. */
export function EditRowButton({ page, onClick, testId }: { page: string; onClick: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <RowActionButton page={page} need="edit" icon={<EditOutlined />} label={t('access:actions.edit')} onClick={onClick} testId={testId} />
  );
}
