import { PART_APPLICATION_STATUS_COLORS, type PartApplicationStatus } from '@fieldlink/domain';
import { Tag } from 'antd';
import { Tag as MobileTag } from 'antd-mobile';
import { useTranslation } from '../../../i18n/useTranslation';

/** An application's status in its fixed colour. */
export function ApplicationStatusTag({ status, mobile = false }: { status: PartApplicationStatus; mobile?: boolean }) {
  const { t } = useTranslation();
  const color = PART_APPLICATION_STATUS_COLORS[status];
  const label = t(`spareParts:status.${status}`);
  return mobile ? (
    <MobileTag color={color} fill="outline" data-testid={`parts-status-${status}`}>
      {label}
    </MobileTag>
  ) : (
    <Tag color={color} data-testid={`parts-status-${status}`}>
      {label}
    </Tag>
  );
}
