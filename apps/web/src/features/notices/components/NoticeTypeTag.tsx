import type { NoticeType } from '@fieldlink/domain';
import { Tag } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';

const COLORS: Record<NoticeType, string> = {
  alarm: 'red',
  maintainSubmit: 'orange',
  maintainList: 'gold',
  maintainMine: 'cyan',
  update: 'blue',
};

export function NoticeTypeTag({ type }: { type: NoticeType }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[type]}>{t(`notices:types.${type}`)}</Tag>;
}
