import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../i18n/useTranslation';
import { manualHref, manualSectionOf } from '../sections';

/** The "?" of the phone's title bar: the manual's section for the page on screen, in a new tab (a plain link: the phone shell draws without antd). */
export function MobileManualLink({ pageName }: { pageName: string | undefined }) {
  const { t } = useTranslation();
  const section = manualSectionOf(pageName);
  return (
    <a
      href={manualHref(section)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('manual:open')}
      title={t('manual:open')}
      data-testid="manual-link"
      data-section={section}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 32,
        height: 32,
        color: 'inherit',
        fontSize: 16,
      }}
    >
      <QuestionCircleOutlined />
    </a>
  );
}
