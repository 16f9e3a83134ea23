import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { manualHref, manualSectionOf } from '../sections';

/** The "?" of a page's header: opens the manual's section for the page on screen in a new tab. */
export function ManualLink({ pageName }: { pageName: string | undefined }) {
  const { t } = useTranslation();
  const section = manualSectionOf(pageName);
  return (
    <Tooltip title={t('manual:open')}>
      <Button
        type="text"
        icon={<QuestionCircleOutlined />}
        href={manualHref(section)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('manual:open')}
        data-testid="manual-link"
        data-section={section}
      />
    </Tooltip>
  );
}
