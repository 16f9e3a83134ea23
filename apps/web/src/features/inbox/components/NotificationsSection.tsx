import type { Profile } from '@fieldlink/domain';
import { Divider, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { CompanyNotificationsForm } from './CompanyNotificationsForm';
import { PersonalNotificationsForm } from './PersonalNotificationsForm';

/** The settings page's notification tab: personal settings, and the company's for administrators. */
export function NotificationsSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('inbox:settings.personal')}</Typography.Title>
      <PersonalNotificationsForm />
      {profile.grade <= 1 && (
        <>
          <Divider />
          <Typography.Title level={5}>{t('inbox:settings.company')}</Typography.Title>
          <CompanyNotificationsForm readOnly={profile.demo} />
        </>
      )}
    </>
  );
}
